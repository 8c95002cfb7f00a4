import { jsonLdString } from "@/lib/seo/metadata";

/** Structured data for search engines (no client JavaScript: a data script the browser never runs). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdString({ "@context": "https://schema.org", ...data }) }}
    />
  );
}
