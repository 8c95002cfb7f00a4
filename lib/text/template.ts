/**
 * `template` with every `{name}` replaced by its value. Its own module, importing nothing: the
 * state coverage filter (a client component) needs only this, and importing it from
 * lib/states/coverage.ts shipped that module's copy and status labels to every page's scripts.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `template` split at its `{name}`: the text before and the text after (all of it before when it has none). */
export function splitTemplate(template: string, name: string): [string, string] {
  const placeholder = `{${name}}`;
  const at = template.indexOf(placeholder);
  return at < 0 ? [template, ""] : [template.slice(0, at), template.slice(at + placeholder.length)];
}
