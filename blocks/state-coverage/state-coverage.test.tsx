import { readFileSync } from "node:fs";
import path from "node:path";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import { lexer, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { contentSourceMap } from "@/lake/source-map";
import { StateCoverageBlock } from "./component";
import { RON_STATUS_LABELS, RON_STATUSES } from "@/lib/states/status";
import { UI_TEXT } from "@/lib/text/ui-text";
import {
  AUTHORISED_STATUSES,
  countAuthorisedStates,
  requirementLines,
  STATE_COVERAGE_COPY,
  stateAnchor,
  stateCoverageCopy,
} from "@/lib/states/coverage";
import { STEGA_CHARACTER, stegaFilter } from "@/lib/sanity/stega";
import { fillTemplate } from "@/lib/text/template";
import { stateCoverageMarkdown } from "./markdown";
import { count, render, textOf } from "@/tests/support/render";
import { fixture, coverageState } from "./fixture";

const block = fixture;
const html = render(<StateCoverageBlock block={block} lang="en" />);

/** The block's stylesheet. */
const css = readFileSync(path.join(import.meta.dirname, "table.css"), "utf8");

/** The HTML of one state's row. */
const row = (code: string) => new RegExp(`<tr id="state-${code}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";

describe("countAuthorisedStates", () => {
  it("counts only a permanent law in force", () => {
    expect(AUTHORISED_STATUSES).toEqual(["permanent"]);
    expect(countAuthorisedStates(block.states)).toBe(2);
    expect(countAuthorisedStates(RON_STATUSES.map((status) => ({ status })))).toBe(1);
    expect(countAuthorisedStates([])).toBe(0);
  });
});

describe("StateCoverageBlock", () => {
  it("is a section on its anchor with the summary counted from the states", () => {
    expect(html).toMatch(/<section id="states" aria-labelledby="states-heading"/);
    expect(textOf(html)).toContain("Remote online notarization is authorized in 2 states.");
    expect(html).toContain('<strong class="font-bold">2</strong>');
  });

  it("renders every status as a text badge, one fixture state per status", () => {
    const statuses = block.states.map((state) => state.status);
    for (const status of RON_STATUSES) expect(statuses).toContain(status);
    for (const state of block.states) {
      expect(row(state.code.toLowerCase())).toContain(`data-status="${state.status}"`);
      expect(row(state.code.toLowerCase())).toContain(
        `<span class="status-badge">${RON_STATUS_LABELS[state.status]}</span>`,
      );
    }
  });

  it("gives every status but `none` colours of its own, keyed by the row's status (table.css, in the site's stylesheet)", () => {
    expect(readFileSync(path.join(import.meta.dirname, "../../app/globals.css"), "utf8")).toContain(
      '@import "../blocks/state-coverage/table.css";',
    );
    for (const status of RON_STATUSES.filter((value) => value !== "none"))
      expect(css, status).toMatch(
        new RegExp(
          `\\.status-badge:is\\(\\[data-status="${status}"\\], \\[data-status="${status}"\\] \\*\\) \\{\\s*@apply bg-`,
        ),
      );
  });

  it("gives every row its own anchor, under the sticky header, with the state as the row header", () => {
    expect(count(html, /<tr id="state-[a-z]{2}"/)).toBe(block.states.length);
    expect(stateAnchor("TX")).toBe("state-tx");
    // Every row lands under the sticky header, by the block's stylesheet: no class inside the body.
    expect(html).toContain('<tbody class="coverage-rows">');
    expect(css).toMatch(/\.coverage-rows > tr \{\s*@apply scroll-mt-20;/);
    expect(html.slice(html.indexOf("<tr", html.indexOf("<tbody")), html.indexOf("</tbody>"))).not.toMatch(
      / class="(?!sr-only"|status-badge")/,
    );
    // The state's name (a link to its page) and code; before them the phone's one-line toggle (table.css).
    expect(row("tx")).toMatch(
      /<th scope="row"[^>]*><details><summary>Texas<\/summary><\/details><a href="\/remote-online-notarization\/texas">Texas<\/a> <span[^>]*>TX<\/span><\/th>/,
    );
    // On a phone the same link reads "Texas: the law and what a notary needs": the words around
    // the name are the table's, from the state page's link text.
    expect(UI_TEXT.en.statePage.rowLink).toBe("{state}: the law and what a notary needs");
    expect(html).toContain(
      "--label-page-before:&quot;&quot;;--label-page-after:&quot;: the law and what a notary needs&quot;",
    );
    // A state without a page of its own (a code that is not one of the 50) has its name as text,
    // which the phone layout hides like the link (only the toggle, then the code, show there).
    const orphan = render(
      <StateCoverageBlock block={{ ...block, states: [coverageState("ZZ" as never, "Nowhere", "none")] }} lang="en" />,
    );
    expect(orphan).toMatch(
      /<th scope="row"><details><summary>Nowhere<\/summary><\/details><span>Nowhere<\/span> <span>ZZ<\/span><\/th>/,
    );
    expect(css).toContain(".coverage-rows > tr > th > :not(details, :last-child) {\n    display: none;");
    // No link points at the rows: the page's in-page links stay few.
    expect(html).not.toMatch(/href="#/);
  });

  it("renders the whole table on the server: column headings, dates, citation, source, last verified", () => {
    expect(count(html, /<th scope="col"/)).toBe(7);
    expect(html).toMatch(/<caption[^>]*>RON by state<\/caption>/);
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      "State",
      "Status",
      "Effective",
      "Law",
      "Requirements",
      STATE_COVERAGE_COPY.columns.source,
      "Checked",
    ]);
    const texas = textOf(row("tx"));
    expect(row("tx")).toContain('<time dateTime="2018-07-01">July 1, 2018</time>');
    expect(texas).toContain("Tex. Gov't Code ch. 406, subch. C");
    expect(texas).toContain("Training: Required (3 hours)");
    expect(texas).toContain("Exam: Required");
    expect(texas).toContain("E&O insurance: $25,000");
    expect(texas).toContain("Bond: $10,000");
    expect(texas).toContain("Registration: Required (fee $50)");
    expect(texas).toContain("The bond is the commission bond.");
    expect(row("tx")).toMatch(
      /<a href="https:\/\/www.example.gov\/notary"[^>]*>Source<span class="sr-only"> \(Texas\)<\/span><\/a>/,
    );
    expect(row("tx")).toContain('<time dateTime="2026-11-23">November 23, 2026</time>');
  });

  it("shows an empty requirement as not recorded, and false as not required", () => {
    const alabama = textOf(row("al"));
    for (const label of [
      "Training",
      "Exam",
      "Electronic seal and certificate",
      "E&O insurance",
      "Bond",
      "Registration",
    ])
      expect(alabama).toContain(`${label}: Not recorded`);
    expect(textOf(row("sc"))).toContain("Training: Not required");
    expect(textOf(row("sc"))).toContain("Exam: Not required");
    expect(textOf(row("sc"))).toContain("Electronic seal and certificate: Not recorded");
    // No source: nothing to link to but the state's own page (one link: the phone shows the row header's too).
    expect(row("al")).not.toMatch(/<a href="https:/);
    expect([...row("al").matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/remote-online-notarization/alabama",
    ]);
  });

  it("puts the table in a focusable, named scrolling region, and the filter above it with labelled fields and a live region", () => {
    expect(html).toMatch(
      /<div role="region" aria-labelledby="state-coverage-sc-caption" tabindex="0"[^>]*overflow-x-auto/,
    );
    expect(html).toMatch(/<label for="([^"]+)-search"[^>]*>Find a state<\/label><input id="\1-search" type="search"/);
    expect(html).toMatch(/<label for="([^"]+)-status"[^>]*>Status<\/label><select id="\1-status"/);
    expect(count(html, /<option /)).toBe(RON_STATUSES.length + 1);
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/);
    expect(html).toMatch(/<p hidden="" class="[^"]*">No state matches your search/);
  });

  it("uses the editor's words over the defaults", () => {
    const copy = stateCoverageCopy({
      ...block,
      filter: {
        searchLabel: "Search",
        searchPlaceholder: null,
        statusLabel: "",
        allStatuses: null,
        resultTemplate: null,
        noMatch: null,
      },
    });
    expect(copy.filter.searchLabel).toBe("Search");
    expect(copy.filter.statusLabel).toBe(STATE_COVERAGE_COPY.filter.statusLabel);
    expect(fillTemplate(copy.filter.resultTemplate, { count: 1, total: 50 })).toBe("1 of 50 states shown");
    expect(requirementLines(null, copy.requirementLabels).every((line) => line.value === "Not recorded")).toBe(true);
  });

  it("renders the states as a Markdown table with the HTML's column headings", () => {
    const markdown = stateCoverageMarkdown(block, { href: (href) => href }, false);
    expect(markdown).toContain("## Where you can notarize remotely");
    expect(markdown).toContain("Remote online notarization is authorized in 2 states.");
    expect(markdown).toContain(
      "| State | Status | Effective | Law | Requirements | Source | Checked |\n| --- | --- | --- | --- | --- | --- | --- |",
    );
    expect(markdown).toContain(
      "| Texas (TX) | Permanent law in force | July 1, 2018 | Tex. Gov't Code ch. 406, subch. C | Training: Required (3 hours); Exam: Required; Electronic seal and certificate: Required; E&O insurance: $25,000; Bond: $10,000; Registration: Required (fee $50); The bond is the commission bond. | [Source](https://www.example.gov/notary) | November 23, 2026 |",
    );
    // A pipe in content stays inside its cell.
    expect(markdown).toContain("Cal. Gov. Code § 8231 \\| SB 696");
    expect(markdown).toContain(
      "| Alabama (AL) | Permanent law in force | June 1, 2021 | Ala. Code § 36-20-73.1 | Training: Not recorded;",
    );
    const tables = lexer(markdown).filter((token): token is Tokens.Table => token.type === "table");
    expect(tables).toHaveLength(1);
    expect(tables[0]?.header.map((cell) => cell.text)).toEqual([
      "State",
      "Status",
      "Effective",
      "Law",
      "Requirements",
      "Source",
      "Checked",
    ]);
    expect(tables[0]?.rows.map((cells) => cells.length)).toEqual(block.states.map(() => 7));
    expect(tables[0]?.rows[1]?.[3]?.text).toBe("Cal. Gov. Code § 8231 | SB 696");
  });

  it("counts an empty list of states as none", () => {
    const empty = render(<StateCoverageBlock block={{ ...block, states: [], summary: null }} lang="en" />);
    expect(textOf(empty)).toContain(fillTemplate(STATE_COVERAGE_COPY.summary, { count: 0 }));
    expect(coverageState("TX", "Texas", "none").requirements.training).toBeNull();
  });
});

describe("StateCoverageBlock on a Spanish page", () => {
  // A Spanish block whose editor left every optional word empty: the dictionary's Spanish fills in.
  const spanish = {
    ...block,
    summary: null,
    tableCaption: null,
    sourceLinkText: null,
    note: null,
    filter: null,
    columns: null,
    requirementLabels: null,
  };
  const es = render(<StateCoverageBlock block={spanish} lang="es" />);
  const rowOf = (code: string) => new RegExp(`<tr id="state-${code}"[\\s\\S]*?</tr>`).exec(es)?.[0] ?? "";

  it("writes the summary, filter, columns and requirement words in Spanish", () => {
    const text = textOf(es);
    expect(text).toContain("La notarización remota en línea está autorizada por una ley permanente en 2 estados.");
    expect(es).toMatch(/<label for="[^"]+-search"[^>]*>Buscar un estado<\/label>/);
    expect(es).toContain('placeholder="Nombre o código, p. ej., Texas o TX"');
    expect(es).toMatch(/<option value=""[^>]*>Todos los estatus<\/option>/);
    const headings = [...es.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual(Object.values(UI_TEXT.es.stateCoverage.columns));
    const texas = textOf(rowOf("tx"));
    expect(texas).toContain("Capacitación: Se exige (3 horas)");
    expect(texas).toContain("Seguro de errores y omisiones (E&O): $25,000");
    expect(texas).toContain("Registro: Se exige (tarifa de $50)");
    expect(textOf(rowOf("al"))).toContain("Examen: Sin datos");
    expect(textOf(rowOf("sc"))).toContain("Capacitación: No se exige");
    expect(rowOf("tx")).toMatch(/>Fuente<span class="sr-only"> \(Texas\)<\/span><\/a>/);
  });

  it("formats the dates in US Spanish", () => {
    expect(rowOf("tx")).toContain('<time dateTime="2018-07-01">1 de julio de 2018</time>');
    expect(rowOf("tx")).toContain('<time dateTime="2026-11-23">23 de noviembre de 2026</time>');
  });

  it("labels the statuses with the dictionary's Spanish, and with Site settings' labels when they have one", () => {
    for (const state of block.states)
      expect(textOf(rowOf(state.code.toLowerCase()))).toContain(UI_TEXT.es.statusLabels[state.status]);
    const labelled = render(
      <StateCoverageBlock
        block={{
          ...spanish,
          statusLabels: { permanent: "Ley vigente", enacted: null, temporary: "  ", ipen: null, none: null },
        }}
        lang="es"
      />,
    );
    expect(labelled).toMatch(/<option value="permanent">Ley vigente<\/option>/);
    expect(labelled).toMatch(/<option value="temporary">Solo temporal o de emergencia<\/option>/);
    expect(count(labelled, />Ley vigente</)).toBe(3);
  });

  it("leaves no English word the code writes itself", () => {
    const text = textOf(es);
    for (const english of [
      ...Object.values(STATE_COVERAGE_COPY.requirementLabels),
      ...Object.values(RON_STATUS_LABELS),
      STATE_COVERAGE_COPY.filter.searchLabel,
      "July",
      "November",
    ]) {
      const words = english
        .replace(/\{\w+\}/g, "")
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(text, english).not.toMatch(new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, "u"));
    }
  });
});

describe("StateCoverageBlock in the Presentation preview", () => {
  // The block as draft mode reads it: every string the draft client's filter encodes carries stega
  // naming its field, from the Content Source Map the local lake answers with (lake/source-map.ts).
  const page = { _id: "solution-notaries", _type: "solutionPage", blocks: [block] };
  const draft = stegaEncodeSourceMap(block, contentSourceMap(block, [page], true), {
    enabled: true,
    studioUrl: "/studio",
    filter: stegaFilter,
  });
  const draftHtml = render(<StateCoverageBlock block={draft} lang="en" />);
  const marked = (value: string) => STEGA_CHARACTER.test(value);

  it("keeps stega in visible text only: no attribute carries a mark, the style's CSS strings included", () => {
    // Encoded at all: the column names and the states' names show with their marks.
    expect(marked(textOf(draftHtml))).toBe(true);
    expect(marked(draft.columns?.effectiveDate ?? "")).toBe(true);
    const attributes = [...draftHtml.matchAll(/\s([\w:-]+)="([^"]*)"/g)];
    expect(attributes.length).toBeGreaterThan(100);
    expect(attributes.filter(([, , value]) => marked(value ?? "")).map(([, name]) => name)).toEqual([]);
    // The table's words for the phone layout are its style's CSS strings, exactly as written.
    const style = /<table [^>]*style="([^"]*)"/.exec(draftHtml)?.[1] ?? "";
    expect(style).toContain("--label-date:&quot;Effective&quot;");
    expect(style).toContain("--label-verified:&quot;Checked&quot;");
  });
});
