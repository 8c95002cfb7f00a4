import { LakeError, draftId as toDraftId, type Doc, type Mut, type Step } from "./store.ts";

/** A document action of Sanity's actions API (`POST /data/actions/<dataset>`). */
export type Action = { actionType: string; [field: string]: unknown };

const systemFields = ["_rev", "_updatedAt", "_originalId"] as const;

function withoutSystem(document: Doc, id: string): Doc {
  const copy: Doc = { ...structuredClone(document), _id: id };
  for (const field of systemFields) delete copy[field];
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A document as publishing leaves it: a reference made while its target was still a draft
 * (`_weak: true` with `_strengthenOnPublish`, as the Studio's reference input and the translation
 * plugin write them) becomes an ordinary strong one, or stays weak when `_strengthenOnPublish.weak`
 * says so. As Sanity's publish does.
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(strengthenOnPublish) as T;
  if (!isRecord(value)) return value;
  if (typeof value._ref === "string" && isRecord(value._strengthenOnPublish)) {
    const { _strengthenOnPublish: strengthen, _weak: weak, ...reference } = value;
    return (strengthen.weak === true ? { ...reference, _weak: weak ?? true } : reference) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strengthenOnPublish(item)])) as T;
}

function text(action: Action, field: string): string {
  const value = action[field];
  if (typeof value !== "string" || value === "")
    throw new LakeError(400, `${action.actionType}: "${field}" is required`, "validationError");
  return value;
}

/**
 * Turns the actions into the steps of one transaction: each action becomes the mutations it means,
 * given the documents as the earlier actions of the same request left them.
 */
export function actionsToSteps(actions: Action[]): Step[] {
  if (!Array.isArray(actions) || actions.length === 0) throw new LakeError(400, "No actions given", "validationError");
  return actions.map((action) => (get: (id: string) => Doc | null) => actionToMutations(action, get));
}

function actionToMutations(action: Action, get: (id: string) => Doc | null): Mut[] {
  const mutations: Mut[] = [];
  const put = (document: Doc, kind: "create" | "createOrReplace" | "createIfNotExists" = "createOrReplace") => {
    mutations.push({ [kind]: document });
  };
  const remove = (id: string) => {
    mutations.push({ delete: { id } });
  };
  {
    switch (action?.actionType) {
      case "sanity.action.document.create": {
        const attributes = (action.attributes ?? {}) as Doc;
        const publishedId = text(action, "publishedId");
        const id = typeof attributes._id === "string" ? attributes._id : toDraftId(publishedId);
        if (typeof attributes._type !== "string")
          throw new LakeError(400, "create: attributes need a _type", "validationError");
        if (get(id)) {
          if (action.ifExists === "ignore") break;
          throw new LakeError(409, `Document "${id}" already exists`);
        }
        put({ ...structuredClone(attributes), _id: id }, "create");
        break;
      }
      case "sanity.action.document.edit": {
        const draftId = text(action, "draftId");
        const publishedId = text(action, "publishedId");
        const patch = (action.patch ?? {}) as Record<string, unknown>;
        if (!get(draftId)) {
          const published = get(publishedId);
          if (!published) throw new LakeError(409, `Cannot edit "${draftId}": neither it nor "${publishedId}" exists`);
          put(withoutSystem(published, draftId), "create");
        }
        mutations.push({ patch: { ...structuredClone(patch), id: draftId } });
        break;
      }
      case "sanity.action.document.publish": {
        const publishedId = text(action, "publishedId");
        const draftId = typeof action.draftId === "string" ? action.draftId : toDraftId(publishedId);
        const draft = get(draftId);
        if (!draft) throw new LakeError(409, `Cannot publish "${publishedId}": there is no draft "${draftId}"`);
        const published = get(publishedId);
        if (typeof action.ifDraftRevisionId === "string" && action.ifDraftRevisionId !== draft._rev) {
          throw new LakeError(
            409,
            `Draft "${draftId}" has revision "${draft._rev}", expected "${action.ifDraftRevisionId}"`,
          );
        }
        if (typeof action.ifPublishedRevisionId === "string" && action.ifPublishedRevisionId !== published?._rev) {
          throw new LakeError(
            409,
            `Document "${publishedId}" has revision "${published?._rev}", expected "${action.ifPublishedRevisionId}"`,
          );
        }
        put(strengthenOnPublish(withoutSystem(draft, publishedId)));
        remove(draftId);
        break;
      }
      case "sanity.action.document.unpublish": {
        const publishedId = text(action, "publishedId");
        const draftId = typeof action.draftId === "string" ? action.draftId : toDraftId(publishedId);
        const published = get(publishedId);
        if (!published) throw new LakeError(409, `Cannot unpublish "${publishedId}": it is not published`);
        if (!get(draftId)) put(withoutSystem(published, draftId), "create");
        remove(publishedId);
        break;
      }
      case "sanity.action.document.delete": {
        const publishedId = text(action, "publishedId");
        const ids = [
          publishedId,
          toDraftId(publishedId),
          ...(Array.isArray(action.includeDrafts)
            ? action.includeDrafts.filter((id): id is string => typeof id === "string")
            : []),
        ];
        const existing = [...new Set(ids)].filter((id) => get(id));
        if (existing.length === 0) throw new LakeError(409, `Cannot delete "${publishedId}": it does not exist`);
        for (const id of existing) remove(id);
        break;
      }
      case "sanity.action.document.discard":
      case "sanity.action.document.version.discard": {
        const id = typeof action.versionId === "string" ? action.versionId : text(action, "draftId");
        if (!id.startsWith("drafts.") && !id.startsWith("versions."))
          throw new LakeError(400, `Only drafts and versions can be discarded, not "${id}"`, "validationError");
        if (!get(id)) throw new LakeError(409, `Cannot discard "${id}": it does not exist`);
        remove(id);
        break;
      }
      case "sanity.action.document.replaceDraft": {
        const publishedId = text(action, "publishedId");
        const attributes = (action.attributes ?? {}) as Doc;
        if (typeof attributes._type !== "string")
          throw new LakeError(400, "replaceDraft: attributes need a _type", "validationError");
        put(withoutSystem(attributes, typeof attributes._id === "string" ? attributes._id : toDraftId(publishedId)));
        break;
      }
      case "sanity.action.document.duplicate": {
        // Not in Sanity's actions API (the Studio duplicates with a create mutation); kept for
        // scripts and tests: copies `fromId` (draft first, then published) to `drafts.<publishedId>`.
        const fromId = text(action, "fromId");
        const publishedId = text(action, "publishedId");
        const source = get(toDraftId(fromId)) ?? get(fromId);
        if (!source) throw new LakeError(409, `Cannot duplicate "${fromId}": it does not exist`);
        if (get(toDraftId(publishedId)) || get(publishedId))
          throw new LakeError(409, `Document "${publishedId}" already exists`);
        put(withoutSystem(source, toDraftId(publishedId)), "create");
        break;
      }
      default:
        throw new LakeError(400, `Unsupported action type: ${JSON.stringify(action?.actionType)}`, "validationError");
    }
  }
  return mutations;
}
