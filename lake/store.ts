import { randomBytes, randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import type { Doc } from "./doc.ts";
import { runQuery } from "./groq.ts";

export type { Doc } from "./doc.ts";

export type Perspective = "raw" | "drafts" | "published";

/** One mutation of Sanity's mutate API. */
export type Mut = {
  create?: Doc;
  createOrReplace?: Doc;
  createIfNotExists?: Doc;
  delete?: { id?: string; query?: string; params?: Record<string, unknown> };
  patch?: {
    id?: string;
    query?: string;
    params?: Record<string, unknown>;
    ifRevisionID?: string;
    [operation: string]: unknown;
  };
};

/** A mutation, or a function giving mutations from the documents as a transaction's earlier steps left them. */
export type Step = Mut | ((get: (id: string) => Doc | null) => Mut[]);

/** What a committed transaction did to one document. */
export type Change = { id: string; previous: Doc | null; result: Doc | null; mutations: Mut[] };

export type Commit = {
  transactionId: string;
  identity: string;
  timestamp: string;
  changes: Change[];
  results: { id: string; operation: string }[];
};

/** An error with the HTTP status the API answers it with. */
export class LakeError extends Error {
  status: number;
  type: string;
  constructor(status: number, message: string, type = "mutationError") {
    super(message);
    this.status = status;
    this.type = type;
  }
}

export const isDraftId = (id: string) => id.startsWith("drafts.");
export const isVersionId = (id: string) => id.startsWith("versions.");
export const publishedId = (id: string) =>
  isDraftId(id) ? id.slice(7) : isVersionId(id) ? id.split(".").slice(2).join(".") : id;
export const draftId = (id: string) => `drafts.${publishedId(id)}`;

export function newRev(): string {
  return randomBytes(16).toString("base64url").slice(0, 22);
}

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The documents of one dataset, their revisions, and transactions over them. Transactions run one
 * at a time (a promise chain), each on a staged copy: either all of its mutations apply or none.
 */
export class Store {
  readonly documents = new Map<string, Doc>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly subscribers = new Set<(commit: Commit) => void | Promise<void>>();

  constructor(documents: Doc[] = []) {
    const now = new Date().toISOString();
    for (const document of documents) {
      this.documents.set(document._id, {
        ...document,
        _rev: document._rev ?? newRev(),
        _createdAt: document._createdAt ?? now,
        _updatedAt: document._updatedAt ?? now,
      });
    }
  }

  get(id: string): Doc | null {
    const document = this.documents.get(id);
    return document ? clone(document) : null;
  }

  /** The documents as a query sees them under a perspective. */
  view(perspective: Perspective): Doc[] {
    const all = [...this.documents.values()];
    if (perspective === "raw") return all;
    const published = all.filter((document) => !isDraftId(document._id) && !isVersionId(document._id));
    if (perspective === "published") return published;
    const result = new Map<string, Doc>(published.map((document) => [document._id, document]));
    for (const document of all) {
      if (isDraftId(document._id)) {
        const id = publishedId(document._id);
        result.set(id, { ...document, _id: id, _originalId: document._id });
      }
    }
    return [...result.values()];
  }

  query(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
    return runQuery(this.view(perspective), query, params);
  }

  /** Resolves when the transactions queued so far have run (and their subscribers have finished). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  subscribe(listener: (commit: Commit) => void | Promise<void>): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  /**
   * Runs the steps as one transaction: mutations, or functions returning mutations from the documents
   * as the earlier steps left them (for document actions); resolves after every subscriber has seen the commit. */
  transact(mutations: Step[], options: { transactionId?: string; identity?: string } = {}): Promise<Commit> {
    const run = this.queue.then(() => this.apply(mutations, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async apply(steps: Step[], options: { transactionId?: string; identity?: string }): Promise<Commit> {
    if (!Array.isArray(steps) || steps.length === 0) throw new LakeError(400, "No mutations given", "validationError");
    const transactionId = options.transactionId || randomUUID();
    const timestamp = new Date().toISOString();
    const staged = new Map<string, Doc | null>();
    const touched = new Map<string, Mut[]>();
    const current = (id: string): Doc | null => (staged.has(id) ? (staged.get(id) ?? null) : this.get(id));
    const results: { id: string; operation: string }[] = [];
    const stagedView = (): Doc[] => {
      const view = new Map(this.documents);
      for (const [id, document] of staged) {
        if (document) view.set(id, document);
        else view.delete(id);
      }
      return [...view.values()];
    };
    const record = (id: string, mutation: Mut, result: Doc | null, operation: string) => {
      staged.set(id, result);
      touched.set(id, [...(touched.get(id) ?? []), mutation]);
      results.push({ id, operation });
    };
    const idsOf = async (target: {
      id?: string;
      query?: string;
      params?: Record<string, unknown>;
    }): Promise<string[]> => {
      if (typeof target.id === "string") return [target.id];
      if (typeof target.query === "string") {
        let value: unknown;
        try {
          value = await runQuery(stagedView(), target.query, target.params ?? {});
        } catch (error) {
          throw new LakeError(400, `Invalid query: ${(error as Error).message}`, "queryParseError");
        }
        const list = Array.isArray(value) ? value : value == null ? [] : [value];
        return list.flatMap((item) => (item && typeof (item as Doc)._id === "string" ? [(item as Doc)._id] : []));
      }
      throw new LakeError(400, "A mutation needs an id or a query", "validationError");
    };

    const pending = [...steps];
    while (pending.length > 0) {
      const step = pending.shift();
      if (typeof step === "function") {
        pending.unshift(...step(current));
        continue;
      }
      const mutation = step as Mut;
      const kind = mutation && typeof mutation === "object" ? Object.keys(mutation)[0] : undefined;
      if (kind === "create" || kind === "createOrReplace" || kind === "createIfNotExists") {
        const body = clone((mutation as Record<string, Doc>)[kind]!);
        if (!body || typeof body !== "object" || typeof body._type !== "string")
          throw new LakeError(400, `${kind}: the document needs a _type`, "validationError");
        if (kind === "create" && typeof body._id !== "string") body._id = randomUUID();
        if (typeof body._id !== "string" || body._id === "")
          throw new LakeError(400, `${kind}: the document needs an _id`, "validationError");
        if (body._id.endsWith(".")) body._id = `${body._id}${randomUUID()}`;
        const existing = current(body._id);
        if (kind === "create" && existing) throw new LakeError(409, `Document by ID "${body._id}" already exists`);
        if (kind === "createIfNotExists" && existing) {
          results.push({ id: body._id, operation: "none" });
          continue;
        }
        delete body._rev;
        const result = { ...body, _createdAt: existing?._createdAt ?? timestamp } as Doc;
        record(body._id, { [kind]: clone(body) } as Mut, result, existing ? "update" : "create");
      } else if (kind === "delete") {
        for (const id of await idsOf(mutation.delete!)) {
          if (!current(id)) continue;
          record(id, { delete: { id } }, null, "delete");
        }
      } else if (kind === "patch") {
        const operations: Record<string, unknown> = { ...mutation.patch! };
        delete operations.query;
        delete operations.params;
        delete operations.id;
        for (const id of await idsOf(mutation.patch!)) {
          const document = current(id);
          if (!document) throw new LakeError(409, `Cannot modify nonexistent document "${id}"`);
          if (operations.ifRevisionID && operations.ifRevisionID !== document._rev) {
            throw new LakeError(
              409,
              `Document "${id}" has unexpected revision ID ("${document._rev}"), expected "${operations.ifRevisionID}"`,
            );
          }
          const patch = { id, ...clone(operations) };
          let result: Doc | null;
          try {
            result = new Mutation({ mutations: [{ patch }] }).apply(clone(document)) as Doc | null;
          } catch (error) {
            throw new LakeError(400, `Invalid patch: ${(error as Error).message}`, "validationError");
          }
          if (!result || result._id !== id || typeof result._type !== "string")
            throw new LakeError(400, `A patch may not change _id or remove _type of "${id}"`, "validationError");
          record(id, { patch }, result, "update");
        }
      } else {
        throw new LakeError(400, `Unsupported mutation: ${JSON.stringify(kind ?? mutation)}`, "validationError");
      }
    }

    const changes: Change[] = [];
    for (const [id, mutationsOfDocument] of touched) {
      const previous = this.get(id);
      const staging = staged.get(id) ?? null;
      const result = staging
        ? {
            ...staging,
            _id: id,
            _rev: newRev(),
            _updatedAt: timestamp,
            _createdAt: staging._createdAt ?? previous?._createdAt ?? timestamp,
          }
        : null;
      if (!previous && !result) continue;
      if (result) this.documents.set(id, result);
      else this.documents.delete(id);
      changes.push({ id, previous, result: result ? clone(result) : null, mutations: mutationsOfDocument });
    }
    const commit: Commit = { transactionId, identity: options.identity ?? "lake-user", timestamp, changes, results };
    for (const subscriber of this.subscribers) await subscriber(commit);
    return commit;
  }
}
