import { validateDocument, type ValidationClient } from "@sanity/validation";
import { createSchema } from "sanity";
import { queryDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { schemaTypes } from "@/schemas";

const schema = createSchema({ name: "default", types: schemaTypes });

/**
 * Validates one document with Sanity's own rules, answering reference and uniqueness checks from
 * `dataset`; returns the messages of `level` ("error" by default). Outside Studio, validateDocument
 * reports the problems of a rule on an object-typed field (a slug) as warnings (it adds its
 * unknown-fields check to that rule with `.warning()`); Studio reports them as errors.
 */
export async function validationErrors(
  document: SanityDocumentLike,
  dataset: SanityDocumentLike[],
  level: "error" | "warning" = "error",
): Promise<string[]> {
  const ids = new Set(dataset.map((item) => item._id));
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => queryDataset(dataset, query, params),
    withConfig: () => client,
  } as unknown as ValidationClient;
  const result = await validateDocument({
    document: { _createdAt: "2026-01-01T00:00:00Z", _updatedAt: "2026-01-01T00:00:00Z", _rev: "test", ...document },
    schema,
    client,
    getDocumentExists: async ({ id }) => ids.has(id),
  });
  const segment = (part: unknown) =>
    part && typeof part === "object" && "_key" in part ? `[_key=="${String(part._key)}"]` : `.${String(part)}`;
  return result.markers
    .filter((marker) => marker.level === level)
    .map((marker) => `${marker.path.map(segment).join("").replace(/^\./, "")}: ${marker.message}`);
}
