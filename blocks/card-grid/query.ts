import { sectionFields } from "@/lib/sanity/fragments";

export const cardGridProjection = /* groq */ `_type == "cardGrid" => {
  ${sectionFields}, "columns": coalesce(columns, 3),
  "cards": coalesce(cards[]{_key, icon, title, body}, [])
}`;
