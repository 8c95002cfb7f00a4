import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "@/lake/files.ts";
import { startLake, type Lake } from "@/lake/index.ts";
import { contentSource, startTestLake, type TestLake } from "./helpers";

const running: { stop(): Promise<void> }[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const lake of running.splice(0)) await lake.stop();
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A lake on a temporary copy of content/, stopped and removed after the test. */
async function first(options: Parameters<typeof startTestLake>[0] = {}): Promise<TestLake> {
  const lake = await startTestLake(options);
  folders.push(lake.dir);
  running.push(lake);
  return lake;
}

/** Stops `lake` and starts another on the same folder, as stopping and starting `npm run edit` does. */
async function restart(
  lake: TestLake,
  options: Parameters<typeof startLake>[0] = {},
): Promise<Lake & { logs: string[] }> {
  running.splice(running.indexOf(lake), 1);
  await lake.stop();
  const logs: string[] = [];
  const next = await startLake({ contentDir: lake.dir, log: (message) => logs.push(message), ...options });
  running.push(next);
  return Object.assign(next, { logs });
}

async function act(lake: Lake, actions: unknown[]) {
  const answer = await fetch(`${lake.httpUrl}/v2025-02-19/data/actions/${lake.dataset}`, {
    method: "POST",
    headers: { authorization: `Bearer ${lake.token}`, "content-type": "application/json" },
    body: JSON.stringify({ actions, transactionId: `tx-${Math.random().toString(36).slice(2)}` }),
  });
  expect(answer.status).toBe(200);
}

const edit = (id: string, patch: Record<string, unknown>) => ({
  actionType: "sanity.action.document.edit",
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
});
const draftsFileOf = (lake: TestLake) => path.join(lake.dir, ".lake", "drafts.ndjson");
const fileLines = async (file: string) =>
  (await readFile(file, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; [key: string]: unknown });

/** Every content file of the folder, by name: what the write-back may change. */
async function contentFiles(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name), "utf8")] as const)),
  );
}

describe("drafts across restarts", () => {
  it("keeps an edited draft in content/.lake/drafts.ndjson, written before the edit is answered, and loads it on the next start", async () => {
    const lake = await first();
    expect(lake.draftsFile).toBe(draftsFileOf(lake));
    await act(lake, [edit("solution-api", { set: { title: "API, edited before a restart" } })]);
    await act(lake, [edit("homePage", { set: { "seo.title": "Home, edited" } })]);
    const draft = await lake.client.getDocument("drafts.solution-api");
    // On disk as soon as the action was answered: one whole document per line, sorted by id.
    const lines = await fileLines(draftsFileOf(lake));
    expect(lines.map((line) => line._id)).toEqual(["drafts.homePage", "drafts.solution-api"]);
    expect(lines[1]).toEqual(draft);
    // Never in the content files, and not content either.
    expect(await contentFiles(lake.dir)).toEqual(await contentFiles(contentSource));
    expect((await loadContent(lake.dir)).documents.some((document) => document._id.startsWith("drafts."))).toBe(false);

    const again = await restart(lake);
    const client = lake.client.withConfig({ apiHost: again.httpUrl, token: again.token });
    // The same document, revision and timestamps included, so an open Studio sees no change.
    expect(await client.getDocument("drafts.solution-api")).toEqual(draft);
    expect(await client.fetch('*[_id == "solution-api"][0].title', {}, { perspective: "drafts" })).toBe(
      "API, edited before a restart",
    );
    expect(await client.fetch('*[_id == "solution-api"][0].title', {}, { perspective: "published" })).toBe("API");
    expect(again.logs).toEqual([]);
    // Editing on after the restart continues from the kept draft.
    await act(again, [edit("solution-api", { set: { "seo.title": "And after it" } })]);
    expect(await client.getDocument("drafts.solution-api")).toMatchObject({
      title: "API, edited before a restart",
      seo: { title: "And after it" },
    });
  });

  it("drops a draft from the file when it is published or discarded; the next start has the published edit and no draft", async () => {
    const lake = await first();
    await act(lake, [
      edit("solution-api", { set: { title: "API, published" } }),
      edit("solution-lenders", { set: { title: "Lenders, discarded" } }),
    ]);
    expect((await fileLines(draftsFileOf(lake))).map((line) => line._id)).toEqual([
      "drafts.solution-api",
      "drafts.solution-lenders",
    ]);
    await act(lake, [
      { actionType: "sanity.action.document.publish", draftId: "drafts.solution-api", publishedId: "solution-api" },
    ]);
    await act(lake, [{ actionType: "sanity.action.document.discard", draftId: "drafts.solution-lenders" }]);
    expect(await readFile(draftsFileOf(lake), "utf8")).toBe("");
    const again = await restart(lake);
    const client = lake.client.withConfig({ apiHost: again.httpUrl, token: again.token });
    expect(await client.fetch("*[_id in path('drafts.**')]._id", {}, { perspective: "raw" })).toEqual([]);
    expect(await client.fetch('*[_id in ["solution-api", "solution-lenders"]]{_id, title} | order(_id asc)')).toEqual([
      { _id: "solution-api", title: "API, published" },
      { _id: "solution-lenders", title: "Lenders" },
    ]);
  });

  it("keeps new documents that exist only as drafts, and versions, but not Sanity's preview secrets", async () => {
    const lake = await first();
    await lake.client.create({ _id: "drafts.solution-new", _type: "solutionPage", title: "Not yet published" });
    await lake.client.create({ _id: "versions.r1.solution-api", _type: "solutionPage", title: "API in a release" });
    await lake.client.createOrReplace({
      _id: "drafts.3f1c2d",
      _type: "sanity.previewUrlSecret",
      secret: "s3cret",
      source: "sanity/presentation",
    });
    await lake.client.createOrReplace({
      _id: "sanity-preview-url-secret.share-access",
      _type: "sanity.previewUrlShareAccess",
      secret: null,
    });
    expect((await fileLines(draftsFileOf(lake))).map((line) => line._id)).toEqual([
      "drafts.solution-new",
      "versions.r1.solution-api",
    ]);
    expect(await readFile(draftsFileOf(lake), "utf8")).not.toContain("s3cret");
    const again = await restart(lake);
    const client = lake.client.withConfig({ apiHost: again.httpUrl, token: again.token });
    expect(
      await client.fetch(
        '*[_id in ["drafts.solution-new", "versions.r1.solution-api", "drafts.3f1c2d", "sanity-preview-url-secret.share-access"]]._id | order(@ asc)',
        {},
        { perspective: "raw" },
      ),
    ).toEqual(["drafts.solution-new", "versions.r1.solution-api"]);
  });

  it("writes what a transaction still under way changed before stop() resolves", async () => {
    const lake = await first();
    const pending = lake.store.transact([
      { createOrReplace: { _id: "drafts.solution-api", _type: "solutionPage", title: "Saved while stopping" } },
    ]);
    running.splice(running.indexOf(lake), 1);
    await lake.stop();
    await pending;
    expect((await fileLines(draftsFileOf(lake))).map((line) => [line._id, line.title])).toEqual([
      ["drafts.solution-api", "Saved while stopping"],
    ]);
  });

  it("reports a corrupt line and starts with the other drafts, keeping the file as found", async () => {
    const lake = await first();
    running.splice(running.indexOf(lake), 1);
    await lake.stop();
    const good = {
      _id: "drafts.solution-api",
      _type: "solutionPage",
      _rev: "r1",
      _createdAt: "2026-01-01T00:00:00.000Z",
      _updatedAt: "2026-01-02T00:00:00.000Z",
      title: "Kept",
    };
    const text = [
      JSON.stringify(good),
      '{"_id":"drafts.broken", "_type": "solutionPage", "title": "cut off',
      JSON.stringify({ _id: "solution-lenders", _type: "solutionPage", title: "Not a draft" }),
      "",
    ].join("\n");
    await mkdir(path.dirname(draftsFileOf(lake)), { recursive: true });
    await writeFile(draftsFileOf(lake), text);
    const logs: string[] = [];
    const again = await startLake({ contentDir: lake.dir, log: (message) => logs.push(message) });
    running.push(again);
    expect(again.store.get("drafts.solution-api")).toEqual(good);
    expect(again.store.get("drafts.broken")).toBeNull();
    expect(again.store.get("solution-lenders")?.title).toBe("Lenders");
    expect(logs).toEqual([
      expect.stringMatching(/drafts\.ndjson, line 2: not valid JSON, skipped/),
      expect.stringMatching(/drafts\.ndjson, line 3: not a draft/),
      expect.stringMatching(
        /2 line\(s\) of .*drafts\.ndjson skipped; the file as found is kept as .*drafts\..*\.corrupt$/,
      ),
    ]);
    const copies = (await readdir(path.dirname(draftsFileOf(lake)))).filter((name) => name.endsWith(".corrupt"));
    expect(copies).toHaveLength(1);
    expect(await readFile(path.join(path.dirname(draftsFileOf(lake)), copies[0]!), "utf8")).toBe(text);
  });

  it("refuses to start when the drafts file cannot be read, rather than overwrite it later", async () => {
    const lake = await first();
    const file = path.join(lake.dir, "unreadable");
    await mkdir(file);
    await expect(startLake({ contentDir: lake.dir, draftsFile: file })).rejects.toThrow(/Cannot read the drafts file/);
  });

  it("keeps drafts in memory only with draftsFile: false, and in another file when told", async () => {
    const memory = await first({ draftsFile: false });
    expect(memory.draftsFile).toBeNull();
    await act(memory, [edit("solution-api", { set: { title: "Only in memory" } })]);
    await expect(readFile(draftsFileOf(memory), "utf8")).rejects.toThrow(/ENOENT/);
    const elsewhere = path.join(memory.dir, "elsewhere", "drafts.ndjson");
    const other = await first({ draftsFile: elsewhere });
    await act(other, [edit("solution-api", { set: { title: "Elsewhere" } })]);
    expect((await fileLines(elsewhere)).map((line) => line.title)).toEqual(["Elsewhere"]);
  });
});
