import { describe, expect, it } from "vitest";
import { getLayout, type BlockOf, type BlockType, type Page, type PageBlock } from "@/lib/pages/site";
import { getSolutionPage } from "@/lib/pages/page-documents";

/** The bundled content of every solution page, checked against the specification's copy. */
async function load(slug: string): Promise<Page> {
  const page = await getSolutionPage("en", slug);
  if (!page) throw new Error(`no page ${slug}`);
  return page;
}

const blocksOf = <T extends BlockType>(page: Page, type: T): BlockOf<T>[] =>
  (page.blocks as PageBlock[]).filter((block): block is BlockOf<T> => block._type === type);
const blockOf = <T extends BlockType>(page: Page, type: T, anchor?: string) => {
  const block = blocksOf(page, type).find((item) => anchor === undefined || item.anchor === anchor);
  if (!block) throw new Error(`no ${type}${anchor ? ` #${anchor}` : ""} on ${page.slug}`);
  return block;
};
const anchorsOf = (page: Page) => page.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []));
const heroOf = (page: Page) => blockOf(page, "hero");
const cardRows = (page: Page) =>
  Object.fromEntries(heroOf(page).sampleCard?.rows.map((row) => [row.label, row.value]) ?? []);
/** Every call to action on the page, by label. */
const ctasOf = (page: Page) =>
  page.blocks.flatMap((block) => [
    ...("ctas" in block ? block.ctas : []),
    ...(block._type === "topBanner" && block.cta ? [block.cta] : []),
  ]);
const ctaNamed = (page: Page, label: string) => ctasOf(page).filter((cta) => cta.label === label);
const copyOf = (page: Page) => JSON.stringify(page);

const CLOSING = {
  "title-companies": {
    figures: [
      ["-42%", "reschedules"],
      ["+3.1pt", "CSAT"],
    ],
    rows: ["Borrower", "Transaction #", "Date", "Type", "Mode", "Status"],
  },
  "law-firms": {
    figures: [
      ["-35%", "turnaround"],
      ["+2.8pt", "CSAT"],
    ],
    rows: ["Client", "Matter #", "Date", "Type", "Mode", "Status"],
  },
  lenders: {
    figures: [
      ["-3.4 days", "cycle time"],
      ["+3.0pt", "CSAT"],
    ],
    rows: ["Borrower", "Loan #", "Date", "Product", "Mode", "Status"],
  },
} as const;

describe("title, law firm and lender pages", () => {
  for (const [slug, expected] of Object.entries(CLOSING)) {
    it(`${slug}: anchors, session card, workflow, checklist, security, integrations, resources, testimonial and demo modal`, async () => {
      const page = await load(slug);
      expect(anchorsOf(page)).toEqual(
        expect.arrayContaining(["workflow", "features", "security", "integrations", "resources", "get-started"]),
      );
      expect(heroOf(page).sampleCard?.rows.map((row) => row.label)).toEqual(expected.rows);
      expect(blockOf(page, "logoStrip").logos).toHaveLength(6);
      expect(blockOf(page, "steps", "workflow").items).toHaveLength(6);
      expect(blockOf(page, "checklist").items.length).toBeGreaterThanOrEqual(5);
      expect(blockOf(page, "cardGrid", "security").cards.length).toBeGreaterThanOrEqual(4);
      expect(blockOf(page, "integrations", "integrations").items.length).toBeGreaterThanOrEqual(4);
      expect(blockOf(page, "resources", "resources").items.map((item) => item.kind)).toEqual([
        "guide",
        "article",
        "caseStudy",
        "webinar",
      ]);
      const [testimonial] = blockOf(page, "testimonials").items;
      expect(testimonial?.name && testimonial.company).toBeTruthy();
      expect(testimonial?.figures.map((figure) => figure.value)).toEqual(expected.figures.map(([value]) => value));
      testimonial?.figures.forEach((figure, index) => expect(figure.label).toContain(expected.figures[index]?.[1]));
      expect(ctaNamed(page, "Request a demo").map((cta) => cta.modal)).toEqual(["demo", "demo"]);
      expect(ctaNamed(page, "Explore product").map((cta) => cta.anchor)).toEqual(["features"]);
    });
  }

  it("law firms cover affidavits, powers of attorney and estate/probate; lenders cover eClose", async () => {
    expect(copyOf(await load("law-firms"))).toMatch(/Affidavits[\s\S]*Powers of attorney[\s\S]*Estate and probate/);
    expect(copyOf(await load("lenders"))).toContain("eClose");
  });
});

describe("the notaries page", () => {
  it("has its anchors, the six onboarding steps and the notary queue", async () => {
    const page = await load("notaries");
    expect(anchorsOf(page)).toEqual(expect.arrayContaining(["how", "why", "requirements", "faq", "apply"]));
    expect(blockOf(page, "steps", "how").items.map((step) => step.title)).toEqual([
      "Apply and verify",
      "Set your availability",
      "Configure your tools",
      "Accept jobs",
      "Run the session",
      "Get paid",
    ]);
    const queue = blockOf(page, "notaryQueue");
    expect(new Set(queue.items.map((item) => item.status))).toEqual(
      new Set(["Identity verified", "KBA pending", "Ready"]),
    );
    for (const item of queue.items) expect(item.id && item.time && item.name && item.type).toBeTruthy();
  });

  it("states payout, insurance, equipment and eligibility, and links Start application to /early-access", async () => {
    const page = await load("notaries");
    const copy = copyOf(page);
    expect(copy).toContain("$25–$75 per session");
    expect(copy).toContain("plus add-ons");
    expect(copy).toContain("$1M per transaction");
    expect(copy).toContain("10 Mbps+");
    const eligibility = blockOf(page, "requirements", "requirements")
      .items.map((item) => item.title)
      .join(" | ");
    expect(eligibility).toMatch(/commission in a RON-enabled state/);
    expect(eligibility).toMatch(/platform requirements/);
    expect(eligibility).toMatch(/background check/);
    expect(eligibility).toMatch(/equipment/);
    expect(eligibility).toMatch(/recording retention/);
    expect(blockOf(page, "faq", "faq").items.length).toBeGreaterThanOrEqual(4);
    const starts = ctaNamed(page, "Start application");
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (const cta of starts) expect([cta.action, cta.href]).toEqual(["link", "/early-access"]);
  });
});

describe("the API page", () => {
  it("shows the four endpoints with their sample payload fields, and the request log", async () => {
    const page = await load("api");
    const samples = blockOf(page, "codeSample").samples;
    expect(samples.map((sample) => `${sample.method} ${sample.endpoint}`)).toEqual([
      "POST /api/v1/sessions",
      "GET /api/v1/documents/{id}",
      "POST /api/v1/notarize",
      "GET /api/v1/webhooks",
    ]);
    const fields = samples
      .flatMap((sample) => [sample.request, sample.response])
      .filter(Boolean)
      .join("\n");
    for (const field of [
      "document_id",
      "signers",
      "workflow",
      "case_id",
      "document_type",
      "client_id",
      "loan_id",
      "documents",
      "compliance",
    ]) {
      expect(fields).toContain(`"${field}"`);
    }
    for (const sample of samples)
      for (const body of [sample.request, sample.response]) if (body) expect(() => JSON.parse(body)).not.toThrow();
    const log = blockOf(page, "apiRequestLog");
    expect(log.items.length).toBeGreaterThanOrEqual(4);
    for (const item of log.items) expect(item.method && item.endpoint && item.status && item.time).toBeTruthy();
  });

  it("claims OAuth 2.0, JWT, IP allow-listing, webhooks and the four SDKs", async () => {
    const copy = copyOf(await load("api"));
    for (const claim of ["OAuth 2.0", "JWT", "IP allow-listing", "Webhooks", "JavaScript", "Python", "Java", ".NET"])
      expect(copy).toContain(claim);
  });

  it("gates docs and examples behind their modals and links Get API Access and Contact Sales to /early-access", async () => {
    const page = await load("api");
    expect(ctaNamed(page, "View API Docs").map((cta) => cta.modal)).toEqual(["apiDocs"]);
    expect(ctaNamed(page, "See Examples").map((cta) => cta.modal)).toEqual(["apiExamples"]);
    for (const label of ["Get API Access", "Contact Sales"]) {
      const ctas = ctaNamed(page, label);
      expect(ctas.length).toBeGreaterThan(0);
      for (const cta of ctas) expect(cta.href).toBe("/early-access");
    }
    const modals = (await getLayout("en")).settings?.modals ?? [];
    for (const [key, title] of [
      ["apiDocs", "Contact Sales To Get API Docs Access"],
      ["apiExamples", "Contact Sales To See Examples"],
    ]) {
      expect(modals.find((modal) => modal.key === key)).toMatchObject({
        title,
        primaryLabel: "Contact Sales",
        primaryHref: "/early-access",
        dismissLabel: "Maybe Later",
      });
    }
  });
});

describe("the eSign page", () => {
  it("has its anchors, four features, the four-step workflow with a readiness checklist, and four questions", async () => {
    const page = await load("esign");
    expect(anchorsOf(page)).toEqual(
      expect.arrayContaining(["features", "workflow", "integrations", "faq", "get-started"]),
    );
    expect(blockOf(page, "cardGrid", "features").cards.map((card) => card.title)).toEqual([
      "Flexible signing",
      "Smart delivery",
      "Audit and evidence",
      "Integrations",
    ]);
    expect(blockOf(page, "steps", "workflow").items.map((step) => step.title)).toEqual([
      "Upload and tag",
      "Send for signature",
      "Signer completes",
      "Finalize",
    ]);
    const workflowIndex = page.blocks.findIndex((block) => block.anchor === "workflow");
    expect(page.blocks[workflowIndex + 1]?._type).toBe("checklist");
    expect(blockOf(page, "faq", "faq").items).toHaveLength(4);
  });

  it("shows the sample package and says eSign does not replace RON for notarized pages", async () => {
    const page = await load("esign");
    expect(cardRows(page)).toMatchObject({
      Signer: expect.any(String),
      "Package #": expect.any(String),
      Mode: expect.any(String),
      Status: "Pending 2 signatures",
    });
    expect(heroOf(page).sampleCard?.progress).toEqual({ label: "Fields complete", current: 2, total: 12 });
    expect(heroOf(page).sampleCard?.notes.join(" ")).toMatch(/Reminder scheduled/);
    expect(blockOf(page, "checklist").note).toMatch(
      /^eSign does not replace remote online notarization for notarized pages/,
    );
    expect(copyOf(page)).toContain("eSign does not replace RON for notarized pages");
  });

  it("requests a demo in the closable modal; See how it works and Explore product are in-page anchors", async () => {
    const page = await load("esign");
    expect(ctaNamed(page, "Request a demo").map((cta) => cta.modal)).toEqual(["demoClosable", "demoClosable"]);
    expect(ctaNamed(page, "See how it works").map((cta) => [cta.action, cta.anchor])).toEqual([["anchor", "workflow"]]);
    expect(ctaNamed(page, "Explore product").map((cta) => [cta.action, cta.anchor])).toEqual([["anchor", "features"]]);
  });
});

describe("the hybrid pages", () => {
  it("hybrid: anchors, four features, six steps, eight checks, the eSign-done / RON-scheduled card and four questions", async () => {
    const page = await load("hybrid");
    expect(anchorsOf(page)).toEqual(
      expect.arrayContaining(["workflow", "features", "integrations", "faq", "get-started"]),
    );
    expect(blockOf(page, "cardGrid", "features").cards.map((card) => card.title)).toEqual([
      "Standard eSign",
      "Hybrid routing",
      "Remote online notary",
      "Compliance output",
    ]);
    expect(blockOf(page, "steps", "workflow").items.map((step) => step.title)).toEqual([
      "Upload and tag",
      "Send eSign",
      "Identity check",
      "Join the RON session",
      "Apply e-seal and sign",
      "Deliver the final PDF",
    ]);
    expect(blockOf(page, "checklist").items).toHaveLength(8);
    expect(cardRows(page)).toMatchObject({ eSign: "Done", RON: expect.stringMatching(/^Scheduled/) });
    expect(blockOf(page, "faq", "faq").items).toHaveLength(4);
    expect(copyOf(page)).toContain("25–40%");
    expect(ctaNamed(page, "Request a demo").map((cta) => cta.modal)).toEqual(["demoClosable", "demoClosable"]);
    expect(ctaNamed(page, "Explore product").map((cta) => cta.anchor)).toEqual(["features"]);
  });

  it("esign-hybrid carries the hybrid offering, points its canonical at hybrid and stays out of the menu", async () => {
    const [hybrid, esignHybrid] = await Promise.all([load("hybrid"), load("esign-hybrid")]);
    expect(esignHybrid.canonicalSlug).toBe("hybrid");
    expect(esignHybrid.blocks.map((block) => [block._type, block.anchor])).toEqual(
      hybrid.blocks.map((block) => [block._type, block.anchor]),
    );
    expect((await getLayout("en")).settings?.solutions.map((item) => item.href)).not.toContain(
      "/solutions/esign-hybrid",
    );
  });
});

describe("every solution page", () => {
  it("keeps sample people and numbers recognisable as placeholders", async () => {
    for (const slug of [
      "title-companies",
      "law-firms",
      "lenders",
      "notaries",
      "api",
      "esign",
      "hybrid",
      "esign-hybrid",
    ]) {
      const card = heroOf(await load(slug)).sampleCard;
      expect(card?.caption, slug).toMatch(/[Ss]ample data/);
      expect(
        card?.rows.some((row) => /Doe|Example/.test(row.value)),
        slug,
      ).toBe(true);
    }
  });
});
