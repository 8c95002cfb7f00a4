import { sectionFields } from "@/lib/sanity/fragments";

export const resourcesProjection = /* groq */ `_type == "resources" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, kind, title, summary, meta,
    "article": article->{"slug": slug.current, "language": coalesce(language, "en"), publishedAt,
      "translations": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[]{language, "slug": value->slug.current, "publishedAt": value->publishedAt}, [])}
  }, [])
}`;
