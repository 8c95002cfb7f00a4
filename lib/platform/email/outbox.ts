import "server-only";
import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "@/lib/platform/log";
import type { EmailMessage, EmailTransport, SendOutcome } from "./types";

/** Idempotency keys become file names: keep them to a safe alphabet. */
function fileNameFor(idempotencyKey: string): string {
  return `${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 200)}.json`;
}

/**
 * The local stand-in for Resend when no API key is set: each message becomes one JSON
 * file (with the rendered text and HTML) in the outbox folder, and its file name is logged (the
 * log names no recipient and quotes nothing of the message: that is personal data). The file
 * name comes from the idempotency key and is created atomically, so a repeated key
 * writes nothing new, like Resend. The temporary file it is written to first is removed
 * whatever happens, a full disk (ENOSPC) or a failed write included.
 *
 * `temporaryName` names that temporary file (default: a random one); tests use it to put a
 * link to /dev/full in its place and make the write fail for real.
 */
export function createOutboxTransport({
  dir,
  log = (line) => logger("email").info(line),
  temporaryName = () => `.${randomUUID()}.tmp`,
}: {
  dir: string;
  log?: (line: string) => void;
  temporaryName?: () => string;
}): EmailTransport {
  return {
    kind: "outbox",
    description: `outbox folder ${dir}`,
    async problem() {
      // The folder, or the nearest folder that exists above it (the first message creates the rest).
      for (let folder = dir; ; folder = path.dirname(folder)) {
        try {
          await access(folder, constants.W_OK);
          return null;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT" || path.dirname(folder) === folder)
            return `the outbox folder cannot be written (${(error as NodeJS.ErrnoException).code})`;
        }
      }
    },
    async send(message: EmailMessage, { idempotencyKey }): Promise<SendOutcome> {
      const file = path.join(dir, fileNameFor(idempotencyKey));
      const record = { idempotencyKey, createdAt: new Date().toISOString(), ...message };
      try {
        await mkdir(dir, { recursive: true });
        const temporary = path.join(dir, path.basename(temporaryName()));
        try {
          await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
          // link() fails when the name exists: exactly one writer wins, readers never see half a file.
          await link(temporary, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") return { ok: true, id: file, duplicate: true };
          throw error;
        } finally {
          // Also after a failed write: a partial temporary file never stays behind.
          await unlink(temporary).catch(() => undefined);
        }
      } catch (error) {
        return {
          ok: false,
          name: "outbox_error",
          status: null,
          error: (error as Error).message,
          uncertain: false,
          attempts: 1,
        };
      }
      log(`outbox: wrote ${path.relative(process.cwd(), file) || file}`);
      return { ok: true, id: file, duplicate: false };
    },
  };
}
