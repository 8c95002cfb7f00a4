import type { Locator } from "@playwright/test";
import { contentDocuments, expect, openDocument, openList, ORIGINAL_CONTENT, structureRoot, studioUrl, test, type Page } from "./fixtures";

/** Every document of the dataset, as committed. */
async function datasetDocuments() {
  return [...(await contentDocuments(ORIGINAL_CONTENT)).values()].map(({ doc }) => doc as { _id: string; _type: string; key?: string; language?: string });
}

/** The open document's pane has its form and no error card. */
async function expectForm(studio: Page, id: string, type: string) {
  await expect(studio.getByTestId("document-panel-scroller").last(), `the form of ${id}`).toBeVisible();
  if (type === "translation.metadata") {
    // The translation plugin's link documents are edited live (no Publish): their form shows the languages' links.
    await expect(studio.getByTestId("document-panel-scroller").last().getByText("Translations", { exact: true }).first()).toBeVisible();
  } else {
    await expect(studio.getByTestId("action-publish").or(studio.getByRole("button", { name: "Publish" })).first()).toBeAttached();
  }
  await expect(studio.getByText(/An error occurred|Something went wrong|Unknown type/i)).toHaveCount(0);
}

/**
 * A document's link in a structure list. A list longer than the pane shows only the rows near its
 * scroll position (the Studio virtualises it), so the pane is first scrolled to where the document
 * sits: `index` of `count` in the list's order.
 */
async function listedDocument(list: Locator, id: string, index: number, count: number) {
  await list.evaluate((listbox, [at, of]) => {
    const scroller = listbox.parentElement;
    if (scroller) scroller.scrollTop = Math.max(0, (listbox.getBoundingClientRect().height * at) / of - scroller.clientHeight / 2);
  }, [index, count] as const);
  return list.locator(`a[href$=";${id}"]`);
}

test("the Studio lists every document of each type in its structure, and every document opens its form", async ({ studio }) => {
  // About 120 documents since the Spanish pages and their translation links (was 240 s for 70).
  test.setTimeout(480_000);
  const documents = await datasetDocuments();
  // The home and early-access pages once per language (their item opens a list of languages).
  const singletons: Record<string, string> = { siteSettings: "Site settings", homePage: "Home page", earlyAccessPage: "Early-access page" };
  // Page types' lists are split by language: their list of every language.
  const lists: Record<string, string> = { solutionPage: "Solution pages", page: "Pages", article: "Articles", redirect: "Redirects", "translation.metadata": "Translation links" };
  // Lists one level down: the structure item to open first, then the list (in the order it sorts by).
  const nested: Record<string, { item: string; list: string; order: (document: { _id: string }) => string }> = {
    ronState: { item: "State RON coverage", list: "All states", order: (document) => String((document as { name?: string }).name) },
    author: { item: "Articles", list: "Authors", order: (document) => String((document as { name?: string }).name) },
  };

  // The Studio's time to its first document list, from a fresh load of the printed address.
  const loaded = performance.now();
  await studio.goto("about:blank");
  await studio.goto(studioUrl());
  const firstList = await openList(studio, "Solution pages");
  await expect(studio.getByRole("listbox", { name: firstList, exact: true }).getByRole("link")).toHaveCount(documents.filter((document) => document._type === "solutionPage").length);
  console.info(`[studio] Studio address to the first document list: ${Math.round(performance.now() - loaded)} ms`);

  const started = performance.now();
  let opened = 0;
  for (const document of documents) {
    const singleton = singletons[document._type];
    const listTitle = lists[document._type];
    if (singleton) {
      await openDocument(studio, singleton, undefined, document.language === "es" ? "es" : "en");
    } else if (listTitle) {
      const list = studio.getByRole("listbox", { name: await openList(studio, listTitle), exact: true });
      const expected = documents.filter((other) => other._type === document._type).length;
      await expect(list.getByRole("link")).toHaveCount(expected);
      await list.locator(`a[href$=";${document._id}"]`).click();
    } else if (nested[document._type]) {
      const { item, list: title, order } = nested[document._type]!;
      await structureRoot(studio);
      await studio.getByRole("link", { name: item, exact: true }).first().click();
      await studio.getByRole("link", { name: title, exact: true }).first().click();
      const list = studio.getByRole("listbox", { name: title, exact: true });
      const siblings = documents.filter((other) => other._type === document._type).sort((a, b) => order(a).localeCompare(order(b)));
      // Only the rows near the scroll position are in the page: the list's size is each option's aria-setsize.
      await expect(list.getByRole("option").first()).toHaveAttribute("aria-setsize", String(siblings.length));
      await (await listedDocument(list, document._id, siblings.indexOf(document), siblings.length)).click();
    } else if (document._type === "brand") {
      await structureRoot(studio);
      await studio.getByRole("link", { name: "Brands", exact: true }).first().click();
      await studio.getByRole("link", { name: document.key === "default" ? "Default brand" : "Partner brand", exact: true }).first().click();
    } else {
      throw new Error(`No structure item holds ${document._id} (${document._type})`);
    }
    await expectForm(studio, document._id, document._type);
    opened++;
  }
  expect(opened).toBe(documents.length);
  console.info(`[studio] opened ${opened} documents in ${Math.round(performance.now() - started)} ms`);
});
