import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../support/dataset";

/*
 * Every page of the Spanish site (home, the eight solution pages, the four general pages and the
 * early-access wizard), as a visitor's browser gets it: it is served, it says it is Spanish, its
 * footer carries the notary-not-an-attorney notice in Spanish and in English, and nothing a visitor
 * or a search engine reads calls a notary a "notario" (the literal translation, which the notary
 * advertising laws ban: Cal. Gov. Code §8219.5, Tex. Gov. Code §406.017, ...).
 */

const PATHS = publicPaths("es");

/** The banned words: notario, notaria, notarios, notarias (any case; "notarización" is allowed). */
const BANNED = /\bnotari[oa]s?\b/i;
/** And the adjective, which the glossary also avoids ("poder notarial"). */
const BANNED_ADJECTIVE = /\bnotarial(es)?\b/i;

/**
 * The words the site's code writes itself in English (lib/text/ui-text.ts has their Spanish): none may
 * show on a Spanish page outside a passage marked `lang="en"` (the notice's English version).
 */
const ENGLISH_CHROME = [
  /\bSkip to content\b/,
  /\bSolutions\b/,
  /\bStep \d+:/,
  /\bLast updated\b/,
  /\bOn this page\b/,
  /\bNot recorded\b/,
  /\bNot required\b/,
  /\bPermanent law in force\b/,
  /\bFind a state\b/,
  /\bAll statuses\b/,
  /\b(January|February|March|April|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/,
  /\bCase study\b/,
  /\bSomething went wrong\b/,
];

/** Everything a page says: its visible text, title, meta tags, every attribute (labels, alt texts, placeholders, addresses) and its structured data. */
async function everythingSaid(page: Page): Promise<{ all: string; spanishText: string }> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    const metas = [...document.querySelectorAll("meta")].map((meta) => meta.getAttribute("content") ?? "");
    const links = [...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>("a[href], link[href]")].map(
      (link) => decodeURIComponent(link.href),
    );
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    );
    // The visible text without the passages marked as English (the notice's English version, the language link).
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
    document.body.append(copy);
    copy.hidden = false;
    const spanishText = copy.innerText;
    copy.remove();
    return {
      all: [document.body.innerText, document.title, ...metas, ...attributes, ...links, ...data].join("\n"),
      spanishText,
    };
  });
}

test("the Spanish site has every page: home, eight solution pages, four general pages, early access and pricing (and a sample of the state pages)", () => {
  // The 15 pages of the documents, and Texas's and Alabama's state pages (tests/support/dataset.ts, STATE_SAMPLE).
  expect(PATHS).toHaveLength(17);
  expect(PATHS).toEqual(
    expect.arrayContaining(["/es/notarizacion-en-linea/texas", "/es/notarizacion-en-linea/alabama"]),
  );
  expect(PATHS.filter((path) => path.startsWith("/es/soluciones/"))).toHaveLength(8);
  expect(PATHS).toEqual(
    expect.arrayContaining([
      "/es",
      "/es/acceso-anticipado",
      "/es/precios",
      "/es/privacidad",
      "/es/soluciones/notary-public",
    ]),
  );
});

for (const path of PATHS) {
  test(`${path} is Spanish, carries the notary notice in Spanish and English, and never says "notario"`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const notice = page.locator("footer [data-testid=notary-notice]");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("aria-label", "Aviso");
    await expect(notice.locator("p").first()).toContainText("no son abogados");
    await expect(notice.locator('p[lang="en"]')).toContainText("not attorneys");

    const { all, spanishText } = await everythingSaid(page);
    expect(all.match(BANNED)?.[0], "a banned word").toBeUndefined();
    expect(all.match(BANNED_ADJECTIVE)?.[0], "a banned word").toBeUndefined();
    for (const english of ENGLISH_CHROME)
      expect(spanishText.match(english)?.[0], `English chrome: ${english}`).toBeUndefined();
  });
}

test("the state coverage reads in Spanish, its filter included", async ({ page }) => {
  await page.goto("/es/soluciones/notary-public");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const section = page.locator("section#states");
  const texas = section.locator("tr#state-tx");
  await expect(texas).toContainText("Ley permanente en vigor");
  await expect(texas).toContainText(/\d{1,2} de [a-z]+ de \d{4}/);
  await expect(section.locator("tr#state-nc").getByRole("rowheader")).toContainText("Carolina del Norte");
  await section.getByRole("searchbox", { name: "Buscar un estado" }).fill("tex");
  await expect(section.getByRole("status")).toHaveText(/^Se muestran 1 de \d+ estados$/);
  await section.getByRole("searchbox").fill("");
  await section.getByRole("combobox", { name: "Estatus" }).selectOption({ label: "Ley aprobada, aún no vigente" });
  await expect(section.locator("tbody tr:visible")).not.toHaveCount(0);
});
