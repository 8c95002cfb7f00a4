import { sectionFields } from "@/lib/sanity/fragments";

export const testimonialsProjection = /* groq */ `_type == "testimonials" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, quote, name, role, company, "figures": coalesce(figures[]{_key, value, label}, [])}, [])
}`;
