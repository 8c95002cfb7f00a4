// Scripts after the first paint: an HTML body with its scripts moved into one loader that starts
// them once the page is on screen (server/html.ts says why and how). Rewritten once per version
// of a page, then served from the body cache.
import { deferScripts } from "../html.ts";
import type { BodyCache } from "./encoding.ts";
import { headerText, type Captured } from "./types.ts";

/** The step: an HTML body (any status) with its scripts deferred; kept in `cache` under `version` when it has one. */
export function deferPageScripts(response: Captured, cache: BodyCache, version: string | null): Captured {
  if (!headerText(response.headers, "content-type").startsWith("text/html")) return response;
  const key = version && `${version}\nhtml`;
  const cached = key ? cache.get(key) : undefined;
  if (cached) return { ...response, body: cached };
  const body = Buffer.from(deferScripts(response.body.toString("utf8")));
  if (key) cache.set(key, body);
  return { ...response, body };
}
