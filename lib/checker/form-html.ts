/**
 * The checker's form as a small standalone HTML page: what the route handler answers (400) when a
 * choice is missing or not one of the options, with the choices kept and each error beside its
 * field (`aria-describedby`), in the request's language. Browsers stop an empty required select
 * before it is sent, so this page is seen only after an edited or outdated address; it is plain
 * HTML with its own few styles (a route handler has no page template). Every value is escaped.
 */
import type { Lang } from "../routing/languages";
import { pathOf } from "../routing/table";
import type { UiText } from "../text/ui/en";
import type { ChoiceErrors, Choices } from "./choices";
import { ABROAD, OUTSIDE_US } from "./rules";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

export type FormHtmlInput = {
  lang: Lang;
  words: UiText["checker"];
  /** The handler's own address (the form submits to it again). */
  action: string;
  documents: readonly { slug: string; title: string }[];
  /** The fifty states' `[code, name]`, in the language's order. */
  states: readonly (readonly [string, string])[];
  choices: Choices;
  errors: ChoiceErrors;
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;line-height:1.2}
label{display:block;font-weight:600;margin-top:1.25rem}select{display:block;width:100%;margin-top:.375rem;padding:.625rem;font-size:1rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:#0f172a}
select[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.375rem 0 0;font-weight:500}
.summary{border:2px solid #b91c1c;border-radius:.5rem;padding:.75rem 1rem;background:#fff}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font-size:1rem;font-weight:600;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}a{color:#1d4ed8}`;

/** The page: heading, an error summary, the three selects with their errors, the submit button. */
export function checkerFormHtml({ lang, words, action, documents, states, choices, errors }: FormHtmlInput): string {
  const option = (value: string, label: string, selected: string) =>
    `<option value="${escapeHtml(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const stateOptions = (selected: string) => states.map(([code, name]) => option(code, name, selected)).join("");
  const field = (name: keyof Choices, label: string, options: string) => {
    const error = errors[name];
    const errorId = `checker-${name}-error`;
    return `<label for="checker-${name}">${escapeHtml(label)}</label>
<select id="checker-${name}" name="${name}" required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""}>
<option value="">${escapeHtml(words.choose)}</option>${options}</select>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error === "missing" ? words.missing : words.invalid)}</p>` : ""}`;
  };
  const documentOptions = documents.map((document) => option(document.slug, document.title, choices.document)).join("");
  const signerOptions = `<optgroup label="${escapeHtml(words.statesGroup)}">${stateOptions(choices.signer)}</optgroup>${option(OUTSIDE_US, words.outsideUs, choices.signer)}`;
  const useOptions = `<optgroup label="${escapeHtml(words.statesGroup)}">${stateOptions(choices.use)}</optgroup>${option(ABROAD, words.abroad, choices.use)}`;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1>
<p class="summary" role="alert">${escapeHtml(words.errorSummary)}</p>
<form method="get" action="${escapeHtml(action)}">${lang === "en" ? "" : `<input type="hidden" name="lang" value="${lang}">`}
${documents.length === 0 ? `<p>${escapeHtml(words.noDocuments)}</p>` : field("document", words.documentLabel, documentOptions)}
${field("signer", words.signerLabel, signerOptions)}
${field("use", words.useLabel, useOptions)}
<button type="submit">${escapeHtml(words.submit)}</button></form>
<p><a href="${escapeHtml(pathOf(lang, "checker"))}">${escapeHtml(words.title)}</a></p></main></body></html>`;
}
