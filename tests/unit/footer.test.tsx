import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "@/components/layout/footer";
import { getLayout } from "@/lib/pages/site";

afterEach(() => vi.useRealTimers());

describe("the footer", () => {
  it("shows the current year, following the clock", async () => {
    const layout = await getLayout("en");
    vi.useFakeTimers({ now: new Date("2031-03-04T12:00:00Z") });
    expect(renderToStaticMarkup(<Footer layout={layout} lang="en" />)).toContain("© 2031 Notavo Technologies");
    vi.setSystemTime(new Date("2032-01-01T12:00:00Z"));
    expect(renderToStaticMarkup(<Footer layout={layout} lang="en" />)).toContain("© 2032 Notavo Technologies");
  });

  it("renders placeholder links as inert text, not links that reload the page", async () => {
    const html = renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />);
    for (const label of ["Features", "API Docs", "About", "Careers", "Contact", "Press", "Status", "Support"]) {
      expect(html).toContain(`<a aria-disabled="true" class="text-sm text-slate-300">${label}</a>`);
    }
    expect(html).not.toMatch(/href="#?"/);
  });

  it("links the items an editor pointed at a page, at that page's address", async () => {
    const html = renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />);
    for (const [label, href] of [
      ["Security", "/security"],
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
      ["Accessibility", "/accessibility"],
    ]) {
      expect(html).toContain(`href="${href}">${label}</a>`);
    }
  });

  it("links the Resources item (a site section) to the articles' listing in the page's language", async () => {
    expect(renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />)).toContain(
      'href="/resources">Resources</a>',
    );
    // The Pricing item: the pricing page, in each language.
    expect(renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />)).toContain(
      'href="/pricing">Pricing</a>',
    );
    expect(renderToStaticMarkup(<Footer layout={await getLayout("es")} lang="es" />)).toContain(
      'href="/es/precios">Precios</a>',
    );
    expect(renderToStaticMarkup(<Footer layout={await getLayout("es")} lang="es" />)).toContain(
      'href="/es/recursos">Recursos</a>',
    );
  });

  it("links the RON-by-state item (a site section) to the state pages' index in the page's language", async () => {
    expect(renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />)).toContain(
      'href="/remote-online-notarization">RON by state</a>',
    );
    expect(renderToStaticMarkup(<Footer layout={await getLayout("es")} lang="es" />)).toContain(
      'href="/es/notarizacion-en-linea">RON por estado</a>',
    );
  });

  it("carries the notary notice in Spanish and in English on Spanish pages only", async () => {
    const html = renderToStaticMarkup(<Footer layout={await getLayout("es")} lang="es" />);
    expect(html).toMatch(
      /<aside aria-label="Aviso"[^>]*data-testid="notary-notice"><p>Los notary public de esta plataforma no son abogados[^<]*<\/p><p lang="en" class="mt-2">The notaries public on this platform are not attorneys[^<]*<\/p><\/aside>/,
    );
    expect(renderToStaticMarkup(<Footer layout={await getLayout("en")} lang="en" />)).not.toContain("notary-notice");
  });
});
