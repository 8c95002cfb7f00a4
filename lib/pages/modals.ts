/**
 * The modal variants a page's content opens: every call to action anywhere in
 * the given content whose action is "modal". The page renders only those.
 */
export function modalKeysIn(content: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (record.action === "modal" && typeof record.modal === "string") keys.add(record.modal);
      Object.values(record).forEach(visit);
    }
  };
  visit(content);
  return [...keys];
}
