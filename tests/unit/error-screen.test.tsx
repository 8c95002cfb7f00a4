import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/app/[locale]/error";
import { ErrorScreen } from "@/components/layout/error-screen";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { ERROR_TEXT_EN } from "@/lib/text/errors/en";
import { ERROR_TEXT_ES } from "@/lib/text/errors/es";
import { UI_TEXT } from "@/lib/text/ui-text";
import { render, textOf } from "../support/render";

const root = path.resolve(import.meta.dirname, "../..");
const error = Object.assign(new Error("boom"), { digest: "abc123" });

/** The project modules a file imports (not type-only), by path from the root. */
async function importsOf(file: string): Promise<string[]> {
  const source = await readFile(path.join(root, file), "utf8");
  return [...source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)]
    .map((match) => match[1] ?? "")
    .filter((specifier) => specifier.startsWith("@/") || specifier.startsWith("."));
}

describe("the error screens", () => {
  it("speak the route group's language, with the way back to that language's home", () => {
    const es = render(<ErrorScreen error={error} reset={() => {}} text={ERROR_TEXT_ES} homeHref="/es" />);
    expect(textOf(es)).toBe(
      "Algo salió mal No pudimos cargar esta página Inténtelo de nuevo. Si el problema continúa, vuelva en unos minutos: sus datos están seguros. Referencia: abc123 Intentar de nuevo Volver al inicio",
    );
    expect(es).toContain('href="/es"');
    const en = render(<ErrorScreen error={error} reset={() => {}} text={ERROR_TEXT_EN} homeHref="/" />);
    expect(textOf(en)).toContain("We couldn’t load this page");
    expect(textOf(en)).toContain("Reference: abc123");
    expect(UI_TEXT.es.error).toBe(ERROR_TEXT_ES);
  });

  it("show the words the root layout gives the error boundary: the page's language's, with its way home", () => {
    for (const [text, homeHref, heading] of [
      [ERROR_TEXT_ES, "/es", "No pudimos cargar esta página"],
      [ERROR_TEXT_EN, "/", "We couldn’t load this page"],
    ] as const) {
      const html = render(
        <ErrorWordsProvider value={{ text, homeHref }}>
          <ErrorPage error={error} reset={() => {}} />
        </ErrorWordsProvider>,
      );
      expect(textOf(html)).toContain(heading);
      expect(html).toContain(`href="${homeHref}"`);
    }
  });

  it("load only their own language's words: no dictionary, no other language, in the client code", async () => {
    // The one error boundary imports no language's words: the root layout gives it its page's (a context).
    expect(await importsOf("app/[locale]/error.tsx")).toEqual([
      "@/components/layout/error-screen",
      "@/components/layout/error-words",
    ]);
    expect(await importsOf("components/layout/error-words.tsx")).toEqual([]);
    expect(await importsOf("components/layout/error-screen.tsx")).toEqual([
      "@/components/ui/button-styles",
      "@/lib/text/template",
    ]);
    for (const file of [
      "lib/text/errors/en.ts",
      "lib/text/errors/es.ts",
      "lib/text/template.ts",
      "components/ui/button-styles.ts",
      "lib/routing/languages.ts",
    ])
      expect(await importsOf(file), file).toEqual([]);
  });
});
