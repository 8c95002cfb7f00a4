import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "@/components/layout/error-screen";
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

  it("load only their own language's words: no dictionary, no other language, in the client code", async () => {
    // The one error boundary imports no language's words: each language's are a chunk of their own, loaded when its screen shows.
    expect(await importsOf("app/[locale]/error.tsx")).toEqual([
      "@/components/layout/error-screen",
      "@/lib/routing/languages",
      "@/lib/text/errors",
    ]);
    expect(await importsOf("lib/text/errors/index.ts")).toEqual([]);
    const loaders = await readFile(path.join(root, "lib/text/errors/index.ts"), "utf8");
    expect([...loaders.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1])).toEqual(["./en.ts", "./es.ts"]);
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
