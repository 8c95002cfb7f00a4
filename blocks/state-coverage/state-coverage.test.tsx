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
      // The full label, and the short word a phone shows (hidden from screen readers, which read the full one).
      expect(row(state.code.toLowerCase())).toContain(
        `<span class="status-badge"><span>${RON_STATUS_LABELS[state.status]}</span><span aria-hidden="true">${UI_TEXT.en.statusShortLabels[state.status]}</span></span>`,
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

  it("gives every row its own anchor, under the sticky header, with the state, linked to its page, as the row header", () => {
    expect(count(html, /<tr id="state-[a-z]{2}"/)).toBe(block.states.length);
    expect(stateAnchor("TX")).toBe("state-tx");
    // Every row lands under the sticky header, by the block's stylesheet: no class inside the body.
    expect(html).toContain('<tbody class="coverage-rows">');
    expect(css).toMatch(/\.coverage-rows > tr \{\s*@apply scroll-mt-20;/);
    expect(html.slice(html.indexOf("<tr", html.indexOf("<tbody")), html.indexOf("</tbody>"))).not.toMatch(
      / class="(?!sr-only"|status-badge")/,
    );
    // The state's name is the link to its page (its purpose said to screen readers), then its code.
    expect(row("tx")).toMatch(
      /<th scope="row"[^>]*><a href="\/remote-online-notarization\/texas">Texas<span class="sr-only">: the law and what a notary needs<\/span><\/a> <span>TX<\/span><\/th>/,
    );
    // A state without a page of its own (a code that is not one of the 50) has its name as text.
    const orphan = render(
      <StateCoverageBlock block={{ ...block, states: [coverageState("ZZ" as never, "Nowhere", "none")] }} lang="en" />,
    );
    expect(orphan).toMatch(/<th scope="row"><span>Nowhere<\/span> <span>ZZ<\/span><\/th>/);
    // No link points at the rows: the page's in-page links stay few.
    expect(html).not.toMatch(/href="#/);
  });

  it("is one compact row per state: the state, its status, in force since and the law, nothing more", () => {
    expect(count(html, /<th scope="col"/)).toBe(4);
    expect(html).toMatch(/<caption[^>]*>RON by state<\/caption>/);
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual(["State", "Status", "Effective", "Law"]);
    expect(row("tx")).toContain(
      '<time dateTime="2018-07-01"><span>July 1, 2018</span><span aria-hidden="true">2018</span></time>',
    );
    expect(textOf(row("tx"))).toContain("Tex. Gov't Code ch. 406, subch. C");
    for (const state of block.states) expect(count(row(state.code.toLowerCase()), /<td/)).toBe(3);
    // The requirements and their sources are the state pages' (features/states/): the table links only there.
    expect([...row("tx").matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/remote-online-notarization/texas",
    ]);
    expect(textOf(html)).not.toMatch(/Not recorded|Training|Bond/);
    // A state without a date or a law shows a dash, hidden from screen readers.
    expect(row("ga")).toContain('<td><span aria-hidden="true">—</span></td><td><span aria-hidden="true">—</span></td>');
  });

  it("lays each row out on a phone as one line of the same table: name and code, the status's short word, the year; the law's column hidden, header and cells alike (table.css)", () => {
    const phone = css.slice(css.indexOf("@media (width < 40rem)"));
    expect(css.match(/@media[^{]*\{/g)).toEqual([
      "@media (width < 48rem) {",
      "@media (width < 40rem) {",
      "@media (width < 22.5rem) {",
    ]);
    // Still a table there: no row or cell is given another display, so screen readers keep its rows and columns.
    expect(phone).not.toMatch(/display: (grid|block|flex)/);
    // The law's header and its cells are hidden together, by the same rule.
    expect(phone).toMatch(
      /\.coverage-head th:nth-child\(4\),\s*\.coverage-rows > tr > td:nth-child\(4\) \{\s*display: none;\s*\}/,
    );
    expect(html).toMatch(/<thead class="coverage-head [^"]*"/);
    expect(html).not.toContain("max-md:sr-only");
    // The state's code is left out there (the search still finds it by its row's id); the name keeps the width.
    expect(phone).toMatch(/\.coverage-rows > tr > th > span:last-child \{\s*display: none;/);
    // One line of at least 44 px: the link to the state's page is the row's height, a tap target.
    expect(phone).toMatch(/\.coverage-rows > tr \{\s*height: 2\.75rem;/);
    expect(phone).toMatch(
      /\.coverage-rows a \{\s*display: inline-flex;\s*align-items: center;\s*min-height: 2\.75rem;/,
    );
    // The short forms show on a phone and a narrow tablet (up to 48rem, where the law is back), the full label and date left to screen readers there.
    const narrow = css.slice(css.indexOf("@media (width < 48rem)"), css.indexOf("@media (width < 40rem)"));
    expect(css).toMatch(
      /\.coverage-rows \.status-badge > \[aria-hidden\],\s*\.coverage-rows time > \[aria-hidden\] \{\s*@apply hidden;/,
    );
    expect(narrow).toMatch(
      /\.coverage-rows \.status-badge > \[aria-hidden\],\s*\.coverage-rows time > \[aria-hidden\] \{\s*display: inline;/,
    );
    expect(narrow).toMatch(
      /\.coverage-rows \.status-badge > :first-child,\s*\.coverage-rows time > :first-child \{\s*@apply sr-only;/,
    );
    // Every status has a short word, in both languages, shorter than its label.
    for (const lang of ["en", "es"] as const)
      for (const status of RON_STATUSES) {
        const word = UI_TEXT[lang].statusShortLabels[status];
        expect(word.length, `${lang} ${status}`).toBeGreaterThan(0);
        expect(word.length, `${lang} ${status}`).toBeLessThan(UI_TEXT[lang].statusLabels[status].length);
      }
    // Nothing folds: every row reads in full without a toggle.
    expect(html).not.toContain("<details");
  });

  it("puts the table in a focusable, named region that may scroll, and the filter above it with labelled fields and a live region", () => {
    expect(html).toMatch(
      /<div role="region" aria-labelledby="state-coverage-sc-caption" tabindex="0"[^>]*overflow-x-auto/,
    );
    expect(html).toMatch(/<caption id="state-coverage-sc-caption" class="sr-only">RON by state<\/caption>/);
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
  });

  it("renders the states as a Markdown table with the HTML's column headings", () => {
    const markdown = stateCoverageMarkdown(block, { href: (href) => href }, false);
    expect(markdown).toContain("## Where you can notarize remotely");
    expect(markdown).toContain("Remote online notarization is authorized in 2 states.");
    expect(markdown).toContain("| State | Status | Effective | Law |\n| --- | --- | --- | --- |");
    expect(markdown).toContain(
      "| Texas (TX) | Permanent law in force | July 1, 2018 | Tex. Gov't Code ch. 406, subch. C |",
    );
    // A pipe in content stays inside its cell.
    expect(markdown).toContain("Cal. Gov. Code § 8231 \\| SB 696");
    expect(markdown).toContain("| Georgia (GA) | Not authorized | — | — |");
    expect(markdown).not.toContain("Not recorded");
    const tables = lexer(markdown).filter((token): token is Tokens.Table => token.type === "table");
    expect(tables).toHaveLength(1);
    expect(tables[0]?.header.map((cell) => cell.text)).toEqual(["State", "Status", "Effective", "Law"]);
    expect(tables[0]?.rows.map((cells) => cells.length)).toEqual(block.states.map(() => 4));
    expect(tables[0]?.rows[1]?.[3]?.text).toBe("Cal. Gov. Code § 8231 | SB 696");
  });

  it("counts an empty list of states as none", () => {
    const empty = render(<StateCoverageBlock block={{ ...block, states: [], summary: null }} lang="en" />);
    expect(textOf(empty)).toContain(fillTemplate(STATE_COVERAGE_COPY.summary, { count: 0 }));
    expect(coverageState("TX", "Texas", "none").citation).toBeNull();
  });
});

describe("StateCoverageBlock on a Spanish page", () => {
  // A Spanish block whose editor left every optional word empty: the dictionary's Spanish fills in.
  const spanish = {
    ...block,
    summary: null,
    tableCaption: null,
    note: null,
    filter: null,
    columns: null,
  };
  const es = render(<StateCoverageBlock block={spanish} lang="es" />);
  const rowOf = (code: string) => new RegExp(`<tr id="state-${code}"[\\s\\S]*?</tr>`).exec(es)?.[0] ?? "";

  it("writes the summary, filter, columns and the link's purpose in Spanish", () => {
    const text = textOf(es);
    expect(text).toContain("La notarización remota en línea está autorizada por una ley permanente en 2 estados.");
    expect(es).toMatch(/<label for="[^"]+-search"[^>]*>Buscar un estado<\/label>/);
    expect(es).toContain('placeholder="Nombre o código, p. ej., Texas o TX"');
    expect(es).toMatch(/<option value=""[^>]*>Todos los estatus<\/option>/);
    const headings = [...es.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual(Object.values(UI_TEXT.es.stateCoverage.columns));
    expect(rowOf("tx")).toContain(
      '<a href="/es/notarizacion-en-linea/texas">Texas<span class="sr-only">: la ley y lo que necesita un notary public</span></a>',
    );
    expect(rowOf("tx")).toContain('<span aria-hidden="true">Permanente</span>');
  });

  it("formats the dates in US Spanish", () => {
    expect(rowOf("tx")).toContain(
      '<time dateTime="2018-07-01"><span>1 de julio de 2018</span><span aria-hidden="true">2018</span></time>',
    );
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
      ...Object.values(STATE_COVERAGE_COPY.columns),
      UI_TEXT.en.statePage.rowLinkHint,
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

  it("keeps stega in visible text only: no attribute carries a mark", () => {
    // Encoded at all: the column names and the states' names show with their marks.
    expect(marked(textOf(draftHtml))).toBe(true);
    expect(marked(draft.columns?.effectiveDate ?? "")).toBe(true);
    const attributes = [...draftHtml.matchAll(/\s([\w:-]+)="([^"]*)"/g)];
    expect(attributes.length).toBeGreaterThan(50);
    expect(attributes.filter(([, , value]) => marked(value ?? "")).map(([, name]) => name)).toEqual([]);
    // The phone's year is the date's, without a mark.
    expect(draftHtml).toContain('<span aria-hidden="true">2018</span>');
  });
});
