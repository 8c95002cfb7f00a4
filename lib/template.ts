/**
 * `template` with every `{name}` replaced by its value. Its own module, importing nothing: the
 * state coverage filter (a client component) needs only this, and importing it from
 * lib/state-coverage.ts shipped that module's copy and status labels to every page's scripts.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
