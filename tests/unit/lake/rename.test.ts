import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renameWithRetry } from "@/lake/rename";

const failure = (code: string) => Object.assign(new Error(`${code}: rename`), { code });

/** A rename that fails with `codes` in turn, then succeeds; records its calls. */
function flaky(codes: string[]) {
  const calls: string[][] = [];
  const rename = async (from: unknown, to: unknown) => {
    calls.push([String(from), String(to)]);
    const code = codes[calls.length - 1];
    if (code) throw failure(code);
  };
  return { calls, rename };
}

describe("renameWithRetry (the lake's atomic writes)", () => {
  it("retries while Windows refuses the rename for a moment (EPERM, EACCES, EBUSY), then succeeds", async () => {
    const { calls, rename } = flaky(["EPERM", "EBUSY", "EACCES"]);
    await renameWithRetry("a.tmp", "a", { rename, delaysMs: [1, 1, 1, 1] });
    expect(calls).toEqual(Array(4).fill(["a.tmp", "a"]));
  });

  it("gives up with the last error after its delays", async () => {
    const { calls, rename } = flaky(Array(10).fill("EPERM"));
    await expect(renameWithRetry("a.tmp", "a", { rename, delaysMs: [1, 1] })).rejects.toMatchObject({ code: "EPERM" });
    expect(calls).toHaveLength(3);
  });

  it("does not retry other errors", async () => {
    const { calls, rename } = flaky(["ENOENT"]);
    await expect(renameWithRetry("a.tmp", "a", { rename })).rejects.toMatchObject({ code: "ENOENT" });
    expect(calls).toHaveLength(1);
  });

  it("renames over an existing file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lake rename "));
    try {
      await writeFile(path.join(dir, "a.ndjson"), "old\n");
      await writeFile(path.join(dir, ".a.tmp"), "new\n");
      await renameWithRetry(path.join(dir, ".a.tmp"), path.join(dir, "a.ndjson"));
      expect(await readFile(path.join(dir, "a.ndjson"), "utf8")).toBe("new\n");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
