import { describe, expect, it } from "vitest";
import { getHomePage, getLayout } from "@/lib/content";
import { jsonLdString, priceAmount } from "@/lib/seo";
import { organizationData, serviceData } from "@/lib/structured-data";

describe("JSON-LD", () => {
  it("describes the organization on every page", async () => {
    const { brand } = await getLayout();
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...organizationData(brand) }));
    expect(data).toMatchObject({ "@type": "Organization", name: "Notavo Technologies", url: "http://localhost:3000/" });
  });

  it("offers the service from $25 on the home page, read from the pricing block", async () => {
    const [page, { brand }] = await Promise.all([getHomePage(), getLayout()]);
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...serviceData(page?.blocks ?? [], brand) }));
    expect(data["@type"]).toBe("Service");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "25", priceCurrency: "USD" });
    expect(data.offers.priceSpecification.unitText).toBe("per document");
  });

  it("cannot be broken out of its script tag by content", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("reads display prices", () => {
    expect(priceAmount("$25")).toBe("25");
    expect(priceAmount("$1,250.50")).toBe("1250.50");
    expect(priceAmount("Free")).toBeUndefined();
  });
});
