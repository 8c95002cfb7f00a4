import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { monogramSvg } from "@/lib/pages/brand";

/** Loads the site's layout modules afresh with NEXT_PUBLIC_BRAND set as given. */
async function withBrand(brand: string | undefined) {
  vi.resetModules();
  vi.stubEnv("NEXT_PUBLIC_BRAND", brand ?? "");
  const content = await import("@/lib/pages/site");
  const layoutModule = await import("@/app/[locale]/layout");
  const { Header } = await import("@/components/layout/header");
  const params = Promise.resolve({ locale: "en" });
  return {
    layout: await content.getLayout("en"),
    metadata: await layoutModule.generateMetadata({ params }),
    viewport: await layoutModule.generateViewport({ params }),
    Header,
  };
}

afterEach(() => vi.unstubAllEnvs());

describe("the brand variant switch", () => {
  it("uses the default brand when NEXT_PUBLIC_BRAND is unset", async () => {
    const { layout, metadata } = await withBrand(undefined);
    expect(layout.brand?.key).toBe("default");
    expect(metadata.applicationName).toBe("Notavo");
    expect(metadata.publisher).toBe("Notavo Technologies");
  });

  it("switches colours, favicon, company and product names to the partner brand", async () => {
    const { layout, metadata, viewport } = await withBrand("partner");
    expect(layout.brand?.key).toBe("partner");
    expect(layout.brand?.colors?.primary).toBe("#047857");
    expect(viewport.themeColor).toBe("#047857");
    expect(metadata.applicationName).toBe("Keystone eClose");
    expect(metadata.publisher).toBe("Keystone Closing Partners");
    expect(metadata.title).toMatchObject({ template: "%s | Keystone eClose" });
    // The partner's drawn favicon, inline (app/[locale]/layout.tsx): its colour, as /brand-icon.svg draws it.
    const icon = String((metadata.icons as { icon: string }).icon);
    expect(icon.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(icon.slice("data:image/svg+xml,".length)).replaceAll("'", '"')).toBe(
      monogramSvg("Keystone", "#047857"),
    );
  });

  it("always shows the default brand's wordmark in the header", async () => {
    const { layout, Header } = await withBrand("partner");
    const html = renderToStaticMarkup(<Header layout={layout} lang="en" languageLink={{ lang: "es", href: "/es" }} />);
    expect(html).toContain("Notavo");
    expect(html).not.toContain("Keystone");
  });

  it("rejects an unknown brand with a message naming the variable", async () => {
    await expect(withBrand("acme")).rejects.toThrow(/NEXT_PUBLIC_BRAND/);
  });
});
