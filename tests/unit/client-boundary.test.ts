import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Resolves an import specifier of `from` to a source file of this project, or undefined for packages. */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [".tsx", ".ts", "/index.ts"].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Every project module reachable from `entry`, and which of them are client components. */
async function reachableFrom(entry: string): Promise<{ all: string[]; client: string[] }> {
  const seen = new Set<string>();
  const client: string[] = [];
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(file, "utf8");
    if (/^\s*["']use client["']/.test(source)) client.push(path.relative(root, file));
    // Type-only imports never reach the browser.
    for (const match of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
      const target = resolve(file, match[1] ?? "");
      if (target) await visit(target);
    }
  };
  await visit(path.join(root, entry));
  return { all: [...seen].map((file) => path.relative(root, file)).sort(), client: client.sort() };
}

const clientModulesFrom = async (entry: string) => (await reachableFrom(entry)).client;
const modulesFrom = async (entry: string) => (await reachableFrom(entry)).all;

/** The client modules a page brings with its root layout (the header and footer are the page's own: components/layout/site-frame.tsx). */
const clientModulesOfPage = async (page: string, layout: string) =>
  [...new Set([...(await clientModulesFrom(page)), ...(await clientModulesFrom(layout))])].sort();

describe("client JavaScript on the solution pages", () => {
  it("comes only from the modals and the state coverage filter: the template, every other block and the FAQ accordion are server components", async () => {
    // The filter hides rows of the table the server rendered; the table itself is a server component.
    // The page renders its header (the Solutions menu, the header's call to action) since each page
    // names its own translation in the header's language link.
    expect(await clientModulesFrom("app/[locale]/solutions/[slug]/page.tsx")).toEqual([
      "blocks/state-coverage/filter.tsx",
      "components/layout/solutions-menu.tsx",
      "components/ui/modal-trigger.tsx",
      "components/ui/modal.tsx",
    ]);
  });

  it("and the layout adds only the hydration signal (no markup), the error screen's words (a context, no markup), the visit recorder (no markup: the signup's attribution) and the draft-mode loader (only while previewing)", async () => {
    // The loader imports the preview tooling on demand; tests/e2e/seo.spec.ts checks that none of it reaches visitors.
    expect(await clientModulesFrom("app/[locale]/layout.tsx")).toEqual([
      "components/draft/draft-mode-loader.tsx",
      "components/layout/error-words.tsx",
      "components/layout/hydration-signal.tsx",
      "components/layout/visit-recorder.tsx",
    ]);
  });

  it("so a solution page with its layout loads the same client modules as before the Spanish site: no language code reaches the browser", async () => {
    expect(await clientModulesOfPage("app/[locale]/solutions/[slug]/page.tsx", "app/[locale]/layout.tsx")).toEqual([
      "blocks/state-coverage/filter.tsx",
      "components/draft/draft-mode-loader.tsx",
      "components/layout/error-words.tsx",
      "components/layout/hydration-signal.tsx",
      "components/layout/solutions-menu.tsx",
      "components/layout/visit-recorder.tsx",
      "components/ui/modal-trigger.tsx",
      "components/ui/modal.tsx",
    ]);
    // The language link and the language data are server-rendered: no client module imports lib/routing/paths.ts or lib/text/ui-text.ts.
    for (const entry of [
      "app/[locale]/solutions/[slug]/page.tsx",
      "app/[locale]/layout.tsx",
      "app/[locale]/page.tsx",
      "app/[locale]/[slug]/page.tsx",
    ]) {
      const clients = await clientModulesFrom(entry);
      for (const client of clients) {
        const reached = await modulesFrom(client);
        expect(
          reached.filter((file) => file === "lib/routing/paths.ts" || file === "lib/text/ui-text.ts"),
          `${entry} → ${client}`,
        ).toEqual([]);
      }
    }
  });

  it("and the Spanish pages load exactly what the English ones do: every language renders from the same route files", async () => {
    const appEntries = (await readdir(path.join(root, "app"), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(appEntries).toContain("[locale]");
    expect(appEntries.filter((name) => /^\((site|es)\)$/.test(name) || name === "es")).toEqual([]);
  });

  it("and no page without blocks reaches a block: the early-access page, the sitemap and the layout load none", async () => {
    for (const entry of ["app/[locale]/early-access/page.tsx", "app/sitemap.ts", "app/[locale]/layout.tsx"]) {
      expect(
        (await modulesFrom(entry)).filter((file) => file.startsWith("blocks/")),
        entry,
      ).toEqual([]);
    }
  });
});
