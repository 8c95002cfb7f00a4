import type { Locator } from "@playwright/test";
import {
  contentDocuments,
  expect,
  LANGUAGE_ITEMS,
  openList,
  ORIGINAL_CONTENT,
  structureRoot,
  studioUrl,
  test,
  type Page,
} from "./fixtures";

type DatasetDocument = { _id: string; _type: string; key?: string; language?: string; name?: string };

/** Every document of the dataset, as committed. */
/** Uploads, which no structure list holds: they open through the image fields that use them (08-images). */
const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

/** The dataset's documents an editor opens from the structure: all but its uploads. */
async function datasetDocuments() {
  return [...(await contentDocuments(ORIGINAL_CONTENT)).values()]
    .map(({ doc }) => doc as DatasetDocument)
    .filter((document) => !ASSET_TYPES.has(document._type));
}

/**
 * Where each document type sits in the structure (studio/structure.ts). `path`: the items to click
 * from the structure's first pane ("Content"), each in the list the one before opened, down to
 * the list that holds the documents, `list` (its title: each list is a listbox named by it).
 * `item`: for a list of fixed items (a singleton, a singleton's languages, the brands), the title
 * of the document's item; without it the list is a document list and its rows are found by id.
 * `order`: a document list longer than its pane (the Studio virtualises it), by what it sorts.
 * A new document type needs a line here.
 */
type Reach = {
  path: string[];
  list: string;
  item?: (document: DatasetDocument) => string;
  order?: (document: DatasetDocument) => string;
};

const byLanguage = (document: DatasetDocument) => LANGUAGE_ITEMS[document.language === "es" ? "es" : "en"];

const STRUCTURE: Record<string, Reach> = {
  siteSettings: { path: [], list: "Content", item: () => "Site settings" },
  // The home, early-access and pricing pages once per language (their item opens a list of languages).
  homePage: { path: ["Home page"], list: "Home page", item: byLanguage },
  earlyAccessPage: { path: ["Early-access page"], list: "Early-access page", item: byLanguage },
  pricingPage: { path: ["Pricing page"], list: "Pricing page", item: byLanguage },
  // Page types' lists are split by language: their list of every language.
  solutionPage: { path: ["Solution pages", "All languages"], list: "All solution pages" },
  page: { path: ["Pages", "All languages"], list: "All pages" },
  // More links than the pane shows at once (31): reached by their place in the list's order, by id.
  "translation.metadata": {
    path: ["Translation links"],
    list: "Translation links",
    order: (document) => document._id,
  },
  redirect: { path: ["Redirects"], list: "Redirects" },
  article: { path: ["Articles", "All languages"], list: "All articles" },
  author: { path: ["Articles", "Authors"], list: "Authors" },
  documentType: { path: ["Documents", "All languages"], list: "All documents" },
  ronState: {
    path: ["State RON coverage", "All states"],
    list: "All states",
    order: (document) => String(document.name),
  },
  brand: {
    path: ["Brands"],
    list: "Brands",
    item: (document) => (document.key === "default" ? "Default brand" : "Partner brand"),
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A list of the structure: its listbox, named by its title. */
const listbox = (studio: Page, title: string) => studio.getByRole("listbox", { name: title, exact: true });

/**
 * A document's link in a structure list. A list longer than the pane shows only the rows near its
 * scroll position (the Studio virtualises it), so the pane is first scrolled to where the document
 * sits: `index` of `count` in the list's order.
 */
async function listedDocument(list: Locator, id: string, index: number, count: number) {
  await list.evaluate(
    (listbox, [at, of]) => {
      const scroller = listbox.parentElement;
      if (scroller)
        scroller.scrollTop = Math.max(
          0,
          (listbox.getBoundingClientRect().height * at) / of - scroller.clientHeight / 2,
        );
    },
    [index, count] as const,
  );
  return list.locator(`a[href$=";${id}"]`);
}

/**
 * Clicks a document's link and checks the form it opens: the document pane that opens is the
 * link's (the Studio names a pane after the list item it shows, `<pane>-<item id>-<n>`, so a pane
 * still showing the previous document of the list does not count), with its form and its Publish
 * action (a translation link, edited live: the languages' links), and no error card anywhere.
 */
async function openAndExpectForm(studio: Page, link: Locator, id: string, type: string) {
  const href = (await link.getAttribute("href")) ?? "";
  // The address's last segment: `…/siteSettings`, `…/homePage;en`, `…;solution-api`.
  const itemId = decodeURIComponent(href.split(/[/;]/).pop() ?? "").split(",")[0]!;
  await link.click();
  const pane = studio.getByTestId("document-pane").last();
  await expect(pane, `the pane of ${id}`).toHaveAttribute("id", new RegExp(`-${escape(itemId)}-\\d+$`));
  const form = pane.getByTestId("document-panel-scroller");
  await expect(form, `the form of ${id}`).toBeVisible();
  if (type === "translation.metadata") {
    // The translation plugin's link documents are edited live (no Publish): their form shows the languages' links.
    await expect(form.getByText("Translations", { exact: true }).first()).toBeVisible();
  } else {
    await expect(
      pane
        .getByTestId("action-publish")
        .or(pane.getByRole("button", { name: "Publish" }))
        .first(),
    ).toBeAttached();
  }
  await expect(studio.getByText(/An error occurred|Something went wrong|Unknown type/i)).toHaveCount(0);
}

test("the Studio lists every document of each type in its structure, and every document opens its form", async ({
  studio,
}) => {
  // About 120 documents (with the articles and authors): each list is opened once and its documents
  // opened one after another, ~1 s each on two cores alone, ~3.2 s beside the e2e suite under
  // `npm test` (377 s for 118 in CI), more when other work loads the machine too.
  test.setTimeout(720_000);
  const documents = await datasetDocuments();
  for (const document of documents)
    if (!STRUCTURE[document._type]) throw new Error(`No structure item holds ${document._id} (${document._type})`);

  // The Studio's time to its first document list, from a fresh load of the printed address.
  const loaded = performance.now();
  await studio.goto("about:blank");
  await studio.goto(studioUrl());
  const firstList = await openList(studio, "Solution pages");
  await expect(listbox(studio, firstList).getByRole("link")).toHaveCount(
    documents.filter((document) => document._type === "solutionPage").length,
  );
  console.info(`[studio] Studio address to the first document list: ${Math.round(performance.now() - loaded)} ms`);

  const started = performance.now();
  let opened = 0;
  // Type by type, in the order the dataset first names them: the list is opened once, then each of its documents.
  for (const type of new Set(documents.map((document) => document._type))) {
    const { path, list: title, item, order } = STRUCTURE[type]!;
    const ofType = documents.filter((document) => document._type === type);
    if (order) ofType.sort((a, b) => order(a).localeCompare(order(b)));
    await structureRoot(studio);
    let parent = "Content";
    for (const step of path) {
      await listbox(studio, parent).getByRole("link", { name: step, exact: true }).click();
      parent = step;
    }
    const list = listbox(studio, title);
    if (!item) {
      if (order) {
        // Only the rows near the scroll position are in the page: the list's size is each option's aria-setsize.
        await expect(list.getByRole("option").first()).toHaveAttribute("aria-setsize", String(ofType.length));
      } else {
        await expect(list.getByRole("link")).toHaveCount(ofType.length);
      }
    }
    for (const [index, document] of ofType.entries()) {
      const link = item
        ? list.getByRole("link", { name: item(document), exact: true })
        : order
          ? await listedDocument(list, document._id, index, ofType.length)
          : list.locator(`a[href$=";${document._id}"]`);
      await openAndExpectForm(studio, link, document._id, type);
      opened++;
    }
  }
  expect(opened).toBe(documents.length);
  console.info(`[studio] opened ${opened} documents in ${Math.round(performance.now() - started)} ms`);
});
