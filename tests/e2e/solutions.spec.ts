import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, solutionPath, type Lang } from "@/lib/routing/paths";
import { readDataset } from "../support/dataset";

/*
 * A smoke test of every solution page in the bundled dataset: it renders, its
 * section anchors exist, every FAQ opens and closes, and every modal opens on
 * each of its triggers and closes in every way, keeping focus inside.
 */

type Cta = { _type: "cta"; label: string; action: string; modal?: string; anchor?: string; href?: string };
type ModalCopy = {
  key: string;
  title: string;
  primaryLabel: string;
  primaryHref: string;
  dismissLabel: string;
  closeLabel?: string;
};
type Localized = Record<Lang, string | undefined>;
type StoredModal = { key: string } & Record<Exclude<keyof ModalCopy, "key">, Localized | undefined>;
type Block = { _type: string; anchor?: string; headline?: string; items?: { question?: string }[] };
type SolutionPage = { _id: string; language?: string; slug: { current: string }; blocks: Block[] };

const dataset = await readDataset();
const allPages = dataset.filter((document) => document._type === "solutionPage") as unknown as SolutionPage[];
/** A language's solution pages (each language's are their own documents, `<englishId>-es` in Spanish). */
const pagesIn = (lang: Lang) => allPages.filter((page) => (page.language ?? "en") === lang);
/** Site settings' dialogs in a language (their texts are language objects, falling back to English). */
const modalsIn = (lang: Lang): ModalCopy[] =>
  ((dataset.find((document) => document._id === "siteSettings")?.modals ?? []) as StoredModal[]).map(
    ({ key, ...texts }) => ({
      key,
      ...(Object.fromEntries(
        Object.entries(texts).map(([name, value]) => [
          name,
          (value as Localized | undefined)?.[lang] ?? (value as Localized | undefined)?.en,
        ]),
      ) as Omit<ModalCopy, "key">),
    }),
  );
/** The English slug of a page in any language, for the anchors the specification requires. */
const englishSlugOf = (page: SolutionPage) =>
  allPages.find((candidate) => candidate._id === page._id.replace(/-es$/, ""))?.slug.current ?? page.slug.current;
/** The words of the explore button, per language. */
const EXPLORE: Record<Lang, string> = { en: "Explore product", es: "Explorar el producto" };

/** The anchors the specification requires on each page. */
const REQUIRED_ANCHORS: Record<string, string[]> = {
  "title-companies": ["workflow", "features", "security", "integrations", "resources", "get-started"],
  "law-firms": ["workflow", "features", "security", "integrations", "resources", "get-started"],
  lenders: ["workflow", "features", "security", "integrations", "resources", "get-started"],
  notaries: ["how", "why", "requirements", "faq", "apply"],
  esign: ["features", "workflow", "integrations", "faq", "get-started"],
  hybrid: ["workflow", "features", "integrations", "faq", "get-started"],
  "esign-hybrid": ["workflow", "features", "integrations", "faq", "get-started"],
};

/** Every call to action anywhere in a page's blocks. */
function ctasIn(value: unknown, found: Cta[] = []): Cta[] {
  if (Array.isArray(value)) value.forEach((item) => ctasIn(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record._type === "cta") found.push(record as unknown as Cta);
    Object.values(record).forEach((item) => ctasIn(item, found));
  }
  return found;
}

test("the dataset has the eight solution pages, in each language", () => {
  for (const lang of LANGUAGES) {
    expect(pagesIn(lang).map(englishSlugOf).sort(), lang).toEqual([
      "api",
      "esign",
      "esign-hybrid",
      "hybrid",
      "law-firms",
      "lenders",
      "notaries",
      "title-companies",
    ]);
  }
});

async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return errors;
}

for (const [lang, doc] of LANGUAGES.flatMap((lang) => pagesIn(lang).map((page) => [lang, page] as const))) {
  const slug = solutionPath(lang, doc.slug.current);
  const modals = modalsIn(lang);
  const anchors = doc.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []));
  const headline = doc.blocks.find((block) => block._type === "hero")?.headline ?? "";
  const ctas = ctasIn(doc.blocks);
  const links = ctas.filter((cta) => cta.action === "link");

  test.describe(slug, () => {
    // (Its accessibility: quality.spec.ts runs axe, every rule, on every page.)
    test(
      "renders every section with its anchor, one h1, its buttons' links and in-page links that land",
      { tag: "@smoke" },
      async ({ page }) => {
        const errors = await open(page, slug);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
        await expect(page.locator("h1")).toHaveCount(1);
        expect(anchors).toEqual(expect.arrayContaining(REQUIRED_ANCHORS[englishSlugOf(doc)] ?? []));
        for (const anchor of anchors) await expect(page.locator(`#${anchor}`), `#${anchor}`).toHaveCount(1);
        // Every in-page link points at a section that exists.
        for (const href of await page
          .locator('main a[href^="#"]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
          await expect(page.locator(href ?? "#missing"), href ?? "").toHaveCount(1);
        }
        // Its link buttons go where the content says.
        for (const cta of links) {
          await expect(
            page.locator("main").getByRole("link", { name: cta.label, exact: true }).first(),
            cta.label,
          ).toHaveAttribute("href", cta.href ?? "");
        }
        const explore = page.locator("main").getByRole("link", { name: EXPLORE[lang] });
        if (await explore.count()) {
          await explore.first().click();
          await expect(page).toHaveURL(/#features$/);
          await expect(page.locator("#features")).toBeInViewport();
        }
        await expect(page.locator("footer")).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    const questions = doc.blocks.flatMap((block) =>
      block._type === "faq" ? (block.items ?? []).map((item) => item.question ?? "") : [],
    );
    if (questions.length > 0) {
      test(`opens and closes each of its ${questions.length} FAQ answers, by mouse and keyboard`, async ({ page }) => {
        await open(page, slug);
        const items = page.locator("#faq details");
        await expect(items).toHaveCount(questions.length);
        for (const [index, question] of questions.entries()) {
          const item = items.nth(index);
          const summary = item.locator("summary");
          await expect(summary).toHaveText(question);
          await expect(item).not.toHaveAttribute("open");
          await expect(item.locator("p").first()).toBeHidden();
          await summary.click();
          await expect(item).toHaveAttribute("open", "");
          await expect(item.locator("p").first()).toBeVisible();
          await summary.press("Enter");
          await expect(item).not.toHaveAttribute("open");
          await summary.press("Space");
          await expect(item).toHaveAttribute("open", "");
        }
      });
    }

    const modalKeys = [
      ...new Set(ctas.filter((cta) => cta.action === "modal" && cta.modal).map((cta) => cta.modal as string)),
    ];
    for (const key of modalKeys) {
      const copy = modals.find((modal) => modal.key === key);
      const triggers = [...new Set(ctas.filter((cta) => cta.modal === key).map((cta) => cta.label))];
      test(`the "${copy?.title}" modal opens from ${triggers.join(", ")} and closes every way`, async ({ page }) => {
        await open(page, slug);
        if (!copy) throw new Error(`no copy for modal ${key}`);
        const dialog = page.getByRole("dialog", { name: copy.title });
        await expect(dialog).toBeHidden();
        const buttons = page.locator("main").getByRole("button", { name: new RegExp(`^(${triggers.join("|")})$`) });
        const count = await buttons.count();
        expect(count).toBe(ctas.filter((cta) => cta.modal === key).length);

        const closeWith = async (index: number, how: "dismiss" | "escape" | "icon") => {
          const trigger = buttons.nth(index);
          await trigger.click();
          await expect(dialog).toBeVisible();
          await expect(dialog.locator(":focus")).toHaveCount(1);
          if (how === "dismiss") await dialog.getByRole("button", { name: copy.dismissLabel }).click();
          if (how === "escape") await page.keyboard.press("Escape");
          if (how === "icon") await dialog.getByRole("button", { name: copy.closeLabel }).click();
          await expect(dialog).toBeHidden();
          await expect(trigger).toBeFocused();
        };

        // Focus stays inside while it is open, in both directions.
        await buttons.first().click();
        for (const press of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
          await page.keyboard.press(press);
          await expect(dialog.locator(":focus")).toHaveCount(1);
        }
        await expect(dialog.getByRole("link", { name: copy.primaryLabel })).toHaveAttribute("href", copy.primaryHref);
        await expect(dialog.getByRole("button", { name: copy.closeLabel ?? "Close" })).toHaveCount(
          copy.closeLabel ? 1 : 0,
        );
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();

        for (let index = 0; index < count; index += 1) {
          await closeWith(index, "dismiss");
          await closeWith(index, "escape");
          if (copy.closeLabel) await closeWith(index, "icon");
        }

        // The main link closes the dialog and goes to its page.
        await buttons.first().click();
        await dialog.getByRole("link", { name: copy.primaryLabel }).click();
        await expect(page).toHaveURL(new RegExp(`${copy.primaryHref}$`));
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }
  });
}

test("the eSign and hybrid demo modals have a close icon; title, law and lender ones do not", async ({ page }) => {
  for (const [slug, icon] of [
    ["esign", 1],
    ["hybrid", 1],
    ["title-companies", 0],
    ["law-firms", 0],
    ["lenders", 0],
  ] as const) {
    await page.goto(`/solutions/${slug}`);
    await page.locator("main").getByRole("button", { name: "Request a demo" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a Demo to Get Started" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/early-access");
    await expect(dialog.getByRole("button", { name: "Maybe Later" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" }), slug).toHaveCount(icon);
  }
});

test("the API page gates docs and examples behind contact-sales modals", async ({ page }) => {
  await page.goto("/solutions/api");
  for (const [trigger, title] of [
    ["View API Docs", "Contact Sales To Get API Docs Access"],
    ["See Examples", "Contact Sales To See Examples"],
  ]) {
    await page.getByRole("button", { name: trigger }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/early-access");
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();
  }
  for (const label of ["Get API Access", "Contact Sales"]) {
    await expect(page.locator("main").getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
      "href",
      "/early-access",
    );
  }
});

test("the pages are static HTML: content and code colouring arrive without running scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/solutions/api");
  await expect(page.locator("#endpoints pre").first()).toContainText('"document_id"');
  await expect(page.locator("#endpoints pre span.text-sky-300").first()).toBeVisible();
  await page.goto("/solutions/hybrid");
  // Native disclosure widgets work without JavaScript.
  const first = page.locator("#faq details").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await context.close();
});
