import { readFile } from "node:fs/promises";
import { contentDocuments, expect, ORIGINAL_CONTENT, test, type Edit } from "./fixtures";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths of the leaves that differ: `blocks.<_key>.headline` (array items by `_key`, else index). */
function changedPaths(before: unknown, after: unknown, at: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const keyOf = (item: unknown, index: number) =>
      isObject(item) && typeof item._key === "string" ? item._key : String(index);
    const left = new Map(before.map((item, index) => [keyOf(item, index), item]));
    const right = new Map(after.map((item, index) => [keyOf(item, index), item]));
    const order =
      before
        .map(keyOf)
        .filter((key) => right.has(key))
        .join() !==
      after
        .map(keyOf)
        .filter((key) => left.has(key))
        .join();
    const keys = [...new Set([...left.keys(), ...right.keys()])];
    return [
      ...(order ? [at.join(".")] : []),
      ...keys.flatMap((key) => changedPaths(left.get(key), right.get(key), [...at, key])),
    ];
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [at.join(".")];
}

const within = (changed: string, recorded: string) => changed === recorded || changed.startsWith(`${recorded}.`);

test("the copy of content/ differs from the original by exactly the edits the tests made", async () => {
  const original = await contentDocuments(ORIGINAL_CONTENT);
  const edited = await contentDocuments();
  const recorded = (await readFile(process.env.STUDIO_EDITS_FILE as string, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Edit);
  const byId = new Map<string, Edit>();
  for (const edit of recorded) {
    const known = byId.get(edit.id) ?? { id: edit.id, paths: [] };
    byId.set(edit.id, { ...known, ...edit, paths: [...(known.paths ?? []), ...(edit.paths ?? [])] });
  }

  const report: string[] = [];
  for (const id of new Set([...original.keys(), ...edited.keys()])) {
    const before = original.get(id);
    const after = edited.get(id);
    const edit = byId.get(id);
    if (!before && after) {
      if (!edit?.created) report.push(`${id}: created, but no test says it created it`);
      continue;
    }
    if (before && !after) {
      if (!edit?.deleted) report.push(`${id}: removed, but no test says it deleted or unpublished it`);
      continue;
    }
    if (!before || !after) continue;
    if (before.line === after.line) {
      if (edit && !edit.created && !edit.deleted)
        report.push(`${id}: a test edited ${edit.paths?.join(", ")}, but its line is unchanged`);
      continue;
    }
    expect(after.file, `${id} stays in its file`).toBe(before.file);
    // The lake stamps `_updatedAt` on every publish (lake/files.ts keeps the field the line had): bookkeeping, not an edit.
    const changed = changedPaths(before.doc, after.doc).filter((path) => path !== "_updatedAt");
    const paths = edit?.paths ?? [];
    for (const path of changed)
      if (!paths.some((prefix) => within(path, prefix))) report.push(`${id}: ${path} changed, but no test edited it`);
    for (const prefix of paths)
      if (!changed.some((path) => within(path, prefix)))
        report.push(`${id}: a test edited ${prefix}, but it is unchanged`);
    // Keys keep their order: only the edited values differ in the line.
    const reordered =
      JSON.stringify(Object.keys(before.doc).filter((key) => key in after.doc)) !==
      JSON.stringify(Object.keys(after.doc).filter((key) => key in before.doc));
    if (reordered) report.push(`${id}: its keys changed order`);
  }
  for (const [id, edit] of byId) {
    if (edit.created && !(edited.has(id) && !original.has(id)))
      report.push(`${id}: a test created it, but it is not in the files`);
    if (edit.deleted && !(original.has(id) && !edited.has(id)))
      report.push(`${id}: a test deleted it, but its line is still there`);
  }
  expect(report).toEqual([]);
  console.info(
    `[studio] content/ copy: ${recorded.length} recorded edits, ${[...byId.keys()].length} documents, all accounted for`,
  );
});
