import { sectionFields } from "@/lib/sanity/fragments";

export const codeSampleProjection = /* groq */ `_type == "codeSample" => {
  ${sectionFields}, requestLabel, responseLabel, note,
  "samples": coalesce(samples[]{_key, method, endpoint, summary, request, response}, [])
}`;
