import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    // llms.txt and every page's Markdown rendition (`/index.md`, `/solutions/<slug>.md`) named for crawlers that look for them.
    rules: [{ userAgent: "*", allow: ["/", "/llms.txt", "/*.md"], disallow: ["/studio", "/api/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
