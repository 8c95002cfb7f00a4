import { describe, expect, it } from "vitest";
import { brandStyle, FALLBACK_COLORS, monogramSvg } from "@/lib/pages/brand";
import { fillTemplate, splitTemplate } from "@/lib/text/template";

describe("brand helpers", () => {
  it("exposes the brand colours as CSS variables, with fallbacks", () => {
    expect(
      brandStyle({
        colors: { primary: "#047857", primaryDark: "#064e3b", accent: "#b45309", ink: "#1c1917", surface: "#ecfdf5" },
      }),
    ).toMatchObject({
      "--brand-primary": "#047857",
      "--brand-surface": "#ecfdf5",
    });
    expect(brandStyle(null)).toMatchObject({ "--brand-primary": FALLBACK_COLORS.primary });
  });

  it("fills {year} and {company} in the footer line", () => {
    expect(
      fillTemplate("© {year} {company}. All rights reserved.", { year: 2031, company: "Notavo Technologies" }),
    ).toBe("© 2031 Notavo Technologies. All rights reserved.");
  });

  it("splits a template at one placeholder, all of it before when it has none", () => {
    expect(splitTemplate("Authorized in {count} states.", "count")).toEqual(["Authorized in ", " states."]);
    expect(splitTemplate("{state}: the law", "state")).toEqual(["", ": the law"]);
    expect(splitTemplate("No placeholder", "state")).toEqual(["No placeholder", ""]);
  });

  it("draws a monogram favicon that cannot be broken by content", () => {
    const svg = monogramSvg('<script>"', "red;background:url(x)");
    expect(svg).not.toContain("<script");
    expect(svg).toContain(`fill="${FALLBACK_COLORS.primary}"`);
    expect(monogramSvg("keystone", "#047857")).toContain(">K</text>");
  });
});
