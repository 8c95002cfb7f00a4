/**
 * GET /api/checker: where the checker's form goes without JavaScript. Valid choices answer 303 with
 * the answer's canonical address (lib/checker/choices.ts); a missing or unknown choice answers 400
 * with the form again, the choices kept and each error beside its field (lib/checker/form-html.ts).
 * The language is `?lang=` (English unless it is another of the site's). Nothing here is cached:
 * the answer pages are what a CDN keeps.
 */
import { isLang, type Lang } from "../routing/languages";
import { stateOptions } from "../signup/states";
import { uiText } from "../text/ui-text";
import { answerPath, readChoices } from "./choices";
import { checkerFormHtml } from "./form-html";
import type { CheckerDocument, CheckerState } from "./types";

export const CHECKER_HANDLER_PATH = "/api/checker";

export type CheckerHandlerDeps = {
  documents: (lang: Lang) => Promise<CheckerDocument[]>;
  states: (lang: Lang) => Promise<ReadonlyMap<string, CheckerState>>;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** The handler's address in a language: the form's `action`. */
export const checkerHandlerPath = (lang: Lang) =>
  lang === "en" ? CHECKER_HANDLER_PATH : `${CHECKER_HANDLER_PATH}?lang=${lang}`;

export async function handleCheckerRequest(request: Request, deps: CheckerHandlerDeps): Promise<Response> {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const lang: Lang = asked && isLang(asked) ? asked : "en";
  const documents = await deps.documents(lang);
  const { choices, errors } = readChoices(url.searchParams, new Set(documents.map((document) => document.slug)));
  if (Object.keys(errors).length === 0)
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: answerPath(lang, choices) } });
  const named = [...(await deps.states(lang)).values()];
  const html = checkerFormHtml({
    lang,
    words: uiText(lang).checker,
    action: CHECKER_HANDLER_PATH,
    documents,
    states: stateOptions(lang, named),
    choices,
    errors,
  });
  const body = request.method === "HEAD" ? null : html;
  return new Response(body, { status: 400, headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

/** 405 for any method but GET and HEAD. */
export const checkerMethodNotAllowed = () =>
  new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "GET, HEAD" } });
