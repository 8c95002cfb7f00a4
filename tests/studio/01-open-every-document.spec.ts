import { contentDocuments, expect, ORIGINAL_CONTENT, studioUrl, test, type Page } from "./fixtures";

/** Every document of the dataset, as committed. */
async function datasetDocuments() {
  return [...(await contentDocuments(ORIGINAL_CONTENT)).values()].map(({ doc }) => doc as { _id: string; _type: string; key?: string });
}

/** The open document's pane has its form and no error card. */
async function expectForm(studio: Page, id: string) {
  await expect(studio.getByTestId("document-panel-scroller").last(), `the form of ${id}`).toBeVisible();
  await expect(studio.getByTestId("action-publish").or(studio.getByRole("button", { name: "Publish" })).first()).toBeAttached();
  await expect(studio.getByText(/An error occurred|Something went wrong|Unknown type/i)).toHaveCount(0);
}

test("the Studio lists every document of each type in its structure, and every document opens its form", async ({ studio }) => {
  test.setTimeout(240_000);
  const documents = await datasetDocuments();
  const singletons: Record<string, string> = { siteSettings: "Site settings", homePage: "Home page", earlyAccessPage: "Early-access page" };
  const lists: Record<string, string> = { solutionPage: "Solution pages", page: "Pages", redirect: "Redirects" };

  // The Studio's time to its first document list, from a fresh load of the printed address.
  const loaded = performance.now();
  await studio.goto("about:blank");
  await studio.goto(studioUrl());
  await studio.getByRole("link", { name: "Solution pages", exact: true }).click();
  await expect(studio.getByRole("listbox", { name: "Solution pages", exact: true }).getByRole("link")).toHaveCount(documents.filter((document) => document._type === "solutionPage").length);
  console.info(`[studio] Studio address to the first document list: ${Math.round(performance.now() - loaded)} ms`);

  const started = performance.now();
  let opened = 0;
  for (const document of documents) {
    const singleton = singletons[document._type];
    const listTitle = lists[document._type];
    if (singleton) {
      await studio.getByRole("link", { name: singleton, exact: true }).first().click();
    } else if (listTitle) {
      await studio.getByRole("link", { name: listTitle, exact: true }).first().click();
      const list = studio.getByRole("listbox", { name: listTitle, exact: true });
      const expected = documents.filter((other) => other._type === document._type).length;
      await expect(list.getByRole("link")).toHaveCount(expected);
      await list.locator(`a[href$=";${document._id}"]`).click();
    } else if (document._type === "brand") {
      await studio.getByRole("link", { name: "Brands", exact: true }).first().click();
      await studio.getByRole("link", { name: document.key === "default" ? "Default brand" : "Partner brand", exact: true }).first().click();
    } else {
      throw new Error(`No structure item holds ${document._id} (${document._type})`);
    }
    await expectForm(studio, document._id);
    opened++;
  }
  expect(opened).toBe(documents.length);
  console.info(`[studio] opened ${opened} documents in ${Math.round(performance.now() - started)} ms`);
});
