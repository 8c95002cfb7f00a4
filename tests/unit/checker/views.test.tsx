import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckerAnswerView, nextStepHref } from "@/features/checker/checker-answer-view";
import { CheckerForm } from "@/features/checker/checker-form";
import { CheckerLink } from "@/features/checker/checker-link";
import { toCheckerDocuments } from "@/lib/checker/normalize";
import type { CheckerResult } from "@/lib/checker/types";
import { stateOptions } from "@/lib/signup/states";
import { uiText } from "@/lib/text/ui-text";
import { FIXTURE_DOCUMENTS } from "./fixture";

const result: CheckerResult = {
  answer: "conditions",
  reasons: [
    {
      text: "The law says so.",
      source: { citation: "Fla. Stat. § 117.265", url: "https://law.example.test/117", checked: "2026-11-20" },
    },
    { text: "A general statement." },
  ],
  prepare: ["A photo ID"],
  next: { role: "client", state: "TX" },
};

describe("the answer", () => {
  for (const lang of ["en", "es"] as const) {
    it(`in ${lang}: the answer in the h1, each legal reason with its linked source and checked date, the next step, the disclaimer`, () => {
      const words = uiText(lang).checker;
      const html = renderToStaticMarkup(
        <CheckerAnswerView lang={lang} words={words} locale={uiText(lang).locale} question="Q" result={result}>
          <p>form</p>
        </CheckerAnswerView>,
      );
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
      expect(h1).toContain(words.answers.conditions);
      expect(h1).toContain(`${words.answerLabel}: `);
      expect(html).toContain('<a href="https://law.example.test/117"');
      expect(html).toContain(">Fla. Stat. § 117.265</a>");
      expect(html).toContain('<time dateTime="2026-11-20">');
      expect(html).toContain(lang === "en" ? "November 20, 2026" : "20 de noviembre de 2026");
      // The general statement stands alone: one source for one legal reason.
      expect(html.match(/<time /g)).toHaveLength(1);
      expect(html).toContain(words.disclaimer);
      expect(html).toContain(`href="${nextStepHref(lang, result.next).replace("&", "&amp;")}"`);
      expect(nextStepHref(lang, result.next)).toBe(
        lang === "en" ? "/early-access?role=client&state=TX" : "/es/acceso-anticipado?role=client&state=TX",
      );
      expect(html).toContain(words.changeLabel);
      expect(html).toContain("<li>A photo ID</li>");
    });
  }
  it("no notary needed: no next step", () => {
    const words = uiText("en").checker;
    const html = renderToStaticMarkup(
      <CheckerAnswerView
        lang="en"
        words={words}
        locale="en-US"
        question="Q"
        result={{ ...result, answer: "not-needed", prepare: [] }}
      >
        {null}
      </CheckerAnswerView>,
    );
    expect(html).toContain(words.answers["not-needed"]);
    expect(html).not.toContain(words.nextLabel);
  });
});

describe("the form", () => {
  const words = uiText("es").checker;
  it("has three labelled required selects sent with GET to the handler, in the language, and keeps choices", () => {
    const html = renderToStaticMarkup(
      <CheckerForm
        lang="es"
        words={words}
        documents={toCheckerDocuments(FIXTURE_DOCUMENTS.es)}
        states={stateOptions("es")}
        choices={{ document: "poder-legal", signer: "outside-us", use: "TX" }}
      />,
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/api/checker"');
    expect(html).toContain('<input type="hidden" name="lang" value="es"/>');
    for (const name of ["document", "signer", "use"]) {
      expect(html).toContain(`<label for="checker-${name}"`);
      expect(html).toMatch(new RegExp(`<select id="checker-${name}" name="${name}" required`));
    }
    expect(html).toContain('<option value="poder-legal" selected="">Poder legal</option>');
    expect(html).toContain('<option value="outside-us" selected="">Fuera de Estados Unidos</option>');
    expect(html).toContain('<option value="TX" selected="">Texas</option>');
    expect(html).toContain('<option value="abroad">Otro país</option>');
  });
  it("says there is nothing to check yet without documents", () => {
    const html = renderToStaticMarkup(
      <CheckerForm lang="en" words={uiText("en").checker} documents={[]} states={[]} />,
    );
    expect(html).toContain(uiText("en").checker.noDocuments);
    expect(html).not.toContain("<form");
  });
  it("CheckerLink points at the form in the language", () => {
    expect(renderToStaticMarkup(<CheckerLink lang="es" />)).toContain('href="/es/puedo-notarizar-en-linea"');
  });
});
