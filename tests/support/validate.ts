import { validateDocument, type ValidationClient } from "@sanity/validation";
import { createSchema } from "sanity";
import { queryDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { schemaTypes } from "@/schemas";

const schema = createSchema({ name: "default", types: schemaTypes });

/** Validates one document with Sanity's own rules, answering reference and uniqueness checks from `dataset`; returns the error messages. */
export async function validationErrors(document: SanityDocumentLike, dataset: SanityDocumentLike[]): Promise<string[]> {
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
  const segment = (part: unknown) => (part && typeof part === "object" && "_key" in part ? `[_key=="${String(part._key)}"]` : `.${String(part)}`);
  return result.markers
    .filter((marker) => marker.level === "error")
    .map((marker) => `${marker.path.map(segment).join("").replace(/^\./, "")}: ${marker.message}`);
}
