export const logoStripProjection = /* groq */ `_type == "logoStrip" => {
  label, note, "logos": coalesce(logos, [])
}`;
