import { appendFile, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { editState } from "./edit-process";

export { expect };
export type { Page };

/** The site's address (`http://localhost:<port>/`) and the Studio's, with its login token. */
export const siteUrl = (path = "/") => new URL(path, editState().siteUrl).toString();
export const studioUrl = () => editState().studioUrl;

/** The site's HTML for a path, read the way a visitor's browser would (no draft mode). */
export async function pageText(path: string): Promise<string> {
  return (await fetch(siteUrl(path))).text();
}

/** Waits until the published site shows `text` at `path` (revalidated by the lake's webhook call). */
export async function expectOnSite(path: string, text: string | RegExp, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        const html = await pageText(path);
        return typeof text === "string" ? html.includes(text) : text.test(html);
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

export type ContentLine = { file: string; line: string; doc: { _id: string; [field: string]: unknown } };

/** The repository's dataset folder (never written by these tests). */
export const ORIGINAL_CONTENT = path.resolve(import.meta.dirname, "../../content");

/** Each document's line in the `*.ndjson` files of a dataset folder (default: the run's copy), by id. */
export async function contentDocuments(
  dir = process.env.STUDIO_CONTENT_DIR as string,
): Promise<Map<string, ContentLine>> {
  const found = new Map<string, ContentLine>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort()) {
    for (const line of (await readFile(path.join(dir, file), "utf8")).split("\n")) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line) as ContentLine["doc"];
      found.set(doc._id, { file, line, doc });
    }
  }
  return found;
}

/**
 * What a test changed in the dataset, so the last file can check that the copy of `content/` differs
 * by exactly the recorded edits: `paths` are the fields (dotted, array items by `_key`) whose
 * values changed in a published document; `created` / `deleted` for whole documents.
 */
export type Edit = { id: string; paths?: string[]; created?: boolean; deleted?: boolean };

export async function recordEdit(edit: Edit) {
  await appendFile(process.env.STUDIO_EDITS_FILE as string, `${JSON.stringify(edit)}\n`);
}

type Fixtures = {
  /** A page of the Studio, logged in, with Sanity's own hosts failing at once; fails the test on a page error. */
  studio: Page;
};

/**
 * The one uncaught error a Studio tab may show while the lake behind it is stopped (07-restart):
 * sanity-plugin-utils 2.0.22 (the newest; a dependency of @sanity/document-internationalization)
 * answers a failed listener in `useListeningQuery` with `catchError(err => err)`, which returns the
 * error instead of an observable, and RxJS throws this TypeError. Nothing of ours is involved and the
 * Studio recovers once the lake is back; every other error still fails the test.
 */
const LISTENER_ERROR_WHILE_LAKE_IS_DOWN = "You provided an invalid object where a stream was expected";

let lakeOutage = false;

/** Called by a test that stops the lake under an open Studio: tolerates only LISTENER_ERROR_WHILE_LAKE_IS_DOWN. */
export function expectLakeOutage(): void {
  lakeOutage = true;
}

export const test = base.extend<Fixtures>({
  studio: async ({ page }, provide) => {
    const errors: string[] = [];
    lakeOutage = false;
    page.on("pageerror", (error) => {
      if (lakeOutage && error.message.includes(LISTENER_ERROR_WHILE_LAKE_IS_DOWN)) return;
      errors.push(error.stack ?? error.message);
    });
    // Sanity's hosts (version check, fonts, bridge, telemetry) cannot be reached here.
    await page.route(/sanity\.io|sanity-cdn\.com|sanity\.work/, (route) => route.abort());
    await page.goto(studioUrl());
    await expect(page.getByRole("link", { name: "Home page" }).or(page.getByText("Home page")).first()).toBeVisible({
      timeout: 60_000,
    });
    await provide(page);
    expect(errors, "uncaught errors in the Studio").toEqual([]);
  },
});

/** A structure list's languages (studio/structure.ts): its items' titles. */
export type ListLanguage = "all" | "en" | "es";
export const LANGUAGE_ITEMS: Record<ListLanguage, string> = { all: "All languages", en: "English", es: "Spanish" };

/** The structure items split by language, and the title of each language's list. */
const LISTS_BY_LANGUAGE: Record<string, Record<ListLanguage, string>> = {
  "Solution pages": { all: "All solution pages", en: "Solution pages in English", es: "Solution pages in Spanish" },
  Pages: { all: "All pages", en: "Pages in English", es: "Pages in Spanish" },
  Articles: { all: "All articles", en: "Articles in English", es: "Articles in Spanish" },
};

/** The singletons made once per language: their structure item opens a list of languages. */
const SINGLETONS_BY_LANGUAGE = new Set(["Home page", "Early-access page"]);

/**
 * Back to the structure's first pane, expanded: with a list of languages, a list and a document
 * open, the Studio collapses the first pane and its items are out of reach.
 */
export async function structureRoot(studio: Page) {
  await studio.getByRole("link", { name: "Structure", exact: true }).click();
  await expect(studio.getByRole("listbox", { name: "Content", exact: true })).toBeVisible();
}

/**
 * Opens a structure item by its title, then (a singleton made per language) its document in
 * `language`, or optionally a document of the list it opens.
 */
export async function openDocument(
  studio: Page,
  item: string,
  document?: string,
  language: Exclude<ListLanguage, "all"> = "en",
) {
  await structureRoot(studio);
  await studio
    .getByRole("link", { name: item, exact: true })
    .or(studio.getByText(item, { exact: true }))
    .first()
    .click();
  if (SINGLETONS_BY_LANGUAGE.has(item))
    await studio.getByRole("link", { name: LANGUAGE_ITEMS[language], exact: true }).last().click();
  if (document)
    await studio
      .getByRole("link", { name: new RegExp(`^${escape(document)}`) })
      .first()
      .click();
}

/** Opens a document list of the structure (of a page type split by language, the language's one) and returns its listbox's title. */
export async function openList(studio: Page, list: string, language: ListLanguage = "all"): Promise<string> {
  await structureRoot(studio);
  await studio.getByRole("link", { name: list, exact: true }).first().click();
  const titles = LISTS_BY_LANGUAGE[list];
  if (!titles) return list;
  await studio.getByRole("link", { name: LANGUAGE_ITEMS[language], exact: true }).last().click();
  return titles[language];
}

/** Clicks Publish once the Studio enables it and waits until nothing is left to publish. */
export async function publish(studio: Page) {
  const button = studio.getByTestId("action-publish");
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  await expect(studio.getByTestId("action-publish")).toBeDisabled({ timeout: 30_000 });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The local lake as the site's server reads it: plain HTTP (LAKE_HTTP_PORT, as `npm run edit` has it), the run's token. */
async function lakeGet<T>(pathAndQuery: string): Promise<T> {
  const token = new URL(studioUrl()).hash.replace(/^#token=/, "");
  const response = await fetch(`http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? "3333"}/v2025-02-19${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The lake answered ${response.status} for ${pathAndQuery}`);
  return (await response.json()) as T;
}

/** Runs mutations on the lake as a script would (not through the Studio); resolves once they are committed. */
export async function lakeMutate(mutations: Record<string, unknown>[]): Promise<void> {
  const token = new URL(studioUrl()).hash.replace(/^#token=/, "");
  const response = await fetch(
    `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? "3333"}/v2025-02-19/data/mutate/production`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ mutations }),
    },
  );
  if (!response.ok) throw new Error(`The lake answered ${response.status} to the mutations: ${await response.text()}`);
}

/** A document as the lake holds it now (`drafts.<id>` for a draft), or null. */
export async function lakeDocument(id: string): Promise<Record<string, unknown> | null> {
  const { documents } = await lakeGet<{ documents: Record<string, unknown>[] }>(
    `/data/doc/production/${encodeURIComponent(id)}`,
  );
  return documents[0] ?? null;
}

/** A GROQ query's result (published documents, or every document with `raw`). */
export async function lakeQuery<T>(
  query: string,
  params: Record<string, unknown> = {},
  perspective: "published" | "raw" = "published",
): Promise<T> {
  const search = new URLSearchParams({ query, perspective });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  return (await lakeGet<{ result: T }>(`/data/query/production?${search}`)).result;
}

/** Opens a document of a structure list by its id (a page type's: in the list of all its languages, unless `language` says otherwise). */
export async function openListed(studio: Page, list: string, id: string, language: ListLanguage = "all") {
  const title = await openList(studio, list, language);
  await studio.getByRole("listbox", { name: title, exact: true }).locator(`a[href$=";${id}"]`).click();
  await expect(studio.getByTestId("document-panel-scroller").last()).toBeVisible();
}

/** A site path's answer without following redirects. */
export async function answer(pathname: string) {
  const response = await fetch(siteUrl(pathname), { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** Waits until a site path answers `expected` (status, and location for redirects). */
export async function expectAnswer(
  pathname: string,
  expected: { status: number; location?: string | null },
  timeout = 30_000,
) {
  await expect
    .poll(
      async () => {
        const { status, location } = await answer(pathname);
        return expected.location === undefined ? { status } : { status, location };
      },
      { timeout, intervals: [250], message: `${pathname} answers ${JSON.stringify(expected)}` },
    )
    .toEqual(expected);
}

/**
 * Runs a document action and confirms its dialog: the footer's main button when it is that action
 * (Unpublish, on the published version), else the item of the "more" menu (Delete, Discard changes).
 */
export async function runMenuAction(studio: Page, action: RegExp, confirm: RegExp) {
  const footerButton = studio.getByRole("button", { name: action });
  if (await footerButton.count()) await footerButton.first().click();
  else {
    await studio.getByTestId("action-menu-button").last().click();
    await studio.getByRole("menuitem", { name: action }).click();
  }
  await studio.getByRole("dialog").getByRole("button", { name: confirm }).click();
}

/** Closes the open item dialog (all its levels) with its own button. */
export async function closeDialog(studio: Page) {
  await studio.getByRole("dialog").last().getByRole("button", { name: "Close dialog" }).click();
  await expect(studio.getByRole("dialog")).toHaveCount(0);
}

/**
 * Publishes the open document once the lake holds its draft as `ready` says, then waits until the
 * draft is gone: published. Returns the time of the first click. The Studio answers a click while
 * it is still validating by publishing once validation ends; right after a reference is picked
 * that validation can report an error for a moment ("Please fix the validation errors before
 * publishing", with none in the form) and the click is dropped: then Publish is clicked again.
 */
export async function publishDraft(
  studio: Page,
  id: string,
  ready: (draft: Record<string, unknown>) => boolean,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const draft = await lakeDocument(`drafts.${id}`);
        return draft !== null && ready(draft);
      },
      { message: `the draft of ${id} is saved` },
    )
    .toBe(true);
  const clicked = performance.now();
  const button = studio.getByTestId("action-publish");
  for (let attempt = 1; ; attempt++) {
    // Not publish(): a dropped click leaves Publish enabled, and that must lead to the next click,
    // not to a 30 s wait for the button to turn disabled.
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await button.click();
    const published = await expect
      .poll(async () => lakeDocument(`drafts.${id}`), { timeout: 8_000 })
      .toBeNull()
      .then(
        () => true,
        () => false,
      );
    if (published) {
      if (attempt > 1)
        console.info(`[studio] ${id}: published on click ${attempt} (the earlier clicks were dropped by the Studio)`);
      await expect(button, "nothing left to publish").toBeDisabled({ timeout: 30_000 });
      return clicked;
    }
    expect(attempt, `${id} is published within 3 clicks of Publish`).toBeLessThan(3);
  }
}
