import { ctaFields } from "@/lib/sanity/fragments";

const sampleCardFields = /* groq */ `title, badge, caption,
  "rows": coalesce(rows[]{_key, label, value, tone}, []),
  progress{label, current, total},
  "notes": coalesce(notes, [])`;

export const heroProjection = /* groq */ `_type == "hero" => {
  eyebrow, headline, body, footnote,
  "ctas": coalesce(ctas[]{${ctaFields}}, []),
  "stats": coalesce(stats[]{_key, value, label}, []),
  sampleCard{${sampleCardFields}}
}`;
