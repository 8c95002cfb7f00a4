import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxTransport } from "@/lib/platform/email/outbox";
import type { EmailMessage } from "@/lib/platform/email/types";

/*
 * A full disk while the outbox writes: the send fails, and no temporary file (whole or
 * partial) stays behind. Two real failures, no mocked file system:
 * - a 16 KB tmpfs filled by a message larger than it (needs root and mount; skipped
 *   with the reason otherwise);
 * - the temporary file's name pointing at /dev/full, where every write fails with ENOSPC.
 */

const big: EmailMessage = {
  from: "a@example.com",
  to: "b@example.com",
  subject: "Big",
  text: "x".repeat(64 * 1024),
  html: `<p>${"y".repeat(64 * 1024)}</p>`,
};
const small: EmailMessage = {
  from: "a@example.com",
  to: "b@example.com",
  subject: "Small",
  text: "Hi",
  html: "<p>Hi</p>",
};

let base: string;
let mounted: string | null = null;
let mountProblem = "";

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "outbox-full-"));
  const point = path.join(base, "tmpfs");
  await mkdir(point);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16k,mode=0700", "tmpfs", point], { stdio: "pipe" });
    mounted = point;
  } catch (error) {
    mountProblem = (error as Error).message.split("\n")[0] ?? "mount failed";
  }
});

afterAll(async () => {
  if (mounted) execFileSync("umount", [mounted], { stdio: "pipe" });
  await rm(base, { recursive: true, force: true });
});

describe("the outbox on a full disk", () => {
  it("on a 16 KB tmpfs: a message that does not fit fails with ENOSPC and leaves no temporary file", async (context) => {
    if (!mounted) {
      context.skip(`cannot mount a tmpfs here (${mountProblem})`);
      return;
    }
    const outbox = createOutboxTransport({ dir: mounted, log: () => undefined });
    const outcome = await outbox.send(big, { idempotencyKey: "signup-full-admin" });
    expect(outcome).toMatchObject({ ok: false, name: "outbox_error", uncertain: false });
    expect(outcome.ok ? "" : outcome.error).toMatch(/ENOSPC/);
    expect(await readdir(mounted)).toEqual([]);
    // The space is free again: a small message still goes through.
    expect(await outbox.send(small, { idempotencyKey: "signup-small-admin" })).toMatchObject({
      ok: true,
      duplicate: false,
    });
    expect(await readdir(mounted)).toEqual(["signup-small-admin.json"]);
  });

  it.skipIf(!existsSync("/dev/full"))(
    "through /dev/full: the write fails with ENOSPC and the temporary name is removed",
    async () => {
      const dir = path.join(base, "dev-full");
      await mkdir(dir);
      // The outbox names its temporary file through this option; the test puts a link to /dev/full there first.
      const temporary = ".to-dev-full.tmp";
      await symlink("/dev/full", path.join(dir, temporary));
      const outbox = createOutboxTransport({ dir, log: () => undefined, temporaryName: () => temporary });
      const outcome = await outbox.send(small, { idempotencyKey: "signup-dev-full-admin" });
      expect(outcome).toMatchObject({ ok: false, name: "outbox_error" });
      expect(outcome.ok ? "" : outcome.error).toMatch(/ENOSPC/);
      expect(await readdir(dir)).toEqual([]);
    },
  );
});
