import type { PluginCallbackArgs } from "@sanity/document-internationalization";
import { DEFAULT_LANGUAGE, type Lang } from "../lib/routing/paths";

/*
 * The guard against duplicate translations (studio/translations.ts): the translation plugin's
 * `callback`, kept apart from the plugin so that tests run it against the local lake.
 */

/** The language every other one is translated from. */
export const SOURCE_LANGUAGE: Lang = DEFAULT_LANGUAGE;

type Entry = { _key: string; language?: string; value?: { _ref?: string } };
type Metadata = { _id: string; _createdAt?: string; translations?: Entry[] };

/** The part of the Studio's client the guard uses (a plain @sanity/client in tests). */
export type GuardClient = Pick<PluginCallbackArgs["client"], "fetch" | "transaction">;

const publishedIdOf = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, "");

/**
 * What to undo after a translation was created, from the metadata documents that link the source
 * document (oldest first): nothing when the new document is the first of its language; else the
 * new document, its entry, and its metadata document when that one was made by this creation and
 * links nothing else (a second metadata document, made from another tab).
 */
export function duplicateOf(
  metadata: Metadata[],
  newId: string,
  language: string,
  metaDocumentId: string,
): { entryKey: string; deleteMetadata: boolean } | null {
  const ordered = [...metadata].sort(
    (a, b) => (a._createdAt ?? "").localeCompare(b._createdAt ?? "") || a._id.localeCompare(b._id),
  );
  const ofLanguage = ordered.flatMap((doc) =>
    (doc.translations ?? []).filter((entry) => entry.language === language).map((entry) => ({ doc, entry })),
  );
  const first = ofLanguage[0];
  if (!first || first.entry.value?._ref === newId) return null;
  const own = ofLanguage.find(({ doc, entry }) => doc._id === metaDocumentId && entry.value?._ref === newId);
  if (!own) return null;
  const rest = (own.doc.translations ?? []).filter((entry) => entry._key !== own.entry._key);
  const deleteMetadata =
    own.doc !== ordered[0] && rest.every((entry) => entry.language === SOURCE_LANGUAGE || !entry.value?._ref);
  return { entryKey: own.entry._key, deleteMetadata };
}

/**
 * The plugin's `callback`: keeps the first translation of a language and undoes a later one
 * (see above). Runs in the editor's browser right after the plugin's transaction.
 */
export async function keepFirstTranslation({
  client,
  sourceDocument,
  newDocument,
  destinationLanguageId,
  metaDocumentId,
}: Pick<PluginCallbackArgs, "sourceDocument" | "newDocument" | "destinationLanguageId" | "metaDocumentId"> & {
  client: GuardClient;
}): Promise<void> {
  const sourceId = publishedIdOf(sourceDocument._id);
  const newId = publishedIdOf(newDocument._id);
  const metadata = await client.fetch<Metadata[]>(
    `*[_type == "translation.metadata" && (_id == $meta || $source in translations[].value._ref)]{_id, _createdAt, translations}`,
    { meta: metaDocumentId, source: sourceId },
    { perspective: "raw" },
  );
  const duplicate = duplicateOf(metadata, newId, destinationLanguageId, metaDocumentId);
  if (!duplicate) return;
  const transaction = client.transaction().delete(newDocument._id);
  if (newDocument._id !== newId) transaction.delete(newId);
  if (duplicate.deleteMetadata) transaction.delete(metaDocumentId);
  else transaction.patch(metaDocumentId, (patch) => patch.unset([`translations[_key == "${duplicate.entryKey}"]`]));
  await transaction.commit({ visibility: "sync" });
}
