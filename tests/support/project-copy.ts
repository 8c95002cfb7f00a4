import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ProjectCopy = {
  /** The copy's folder: its path has spaces in it. */
  dir: string;
  write(file: string, text: string): void;
  /** Runs `node <file> ...args` in the copy with exactly `env` (plus PATH), as npm would run a script. */
  node(file: string, args?: string[], env?: Record<string, string>): SpawnSyncReturns<string>;
  remove(): void;
};

/**
 * Some of the project's files, copied into a temporary folder whose path has spaces, beside the
 * project's node_modules (linked): the scripts run there as they would in a clone in such a folder,
 * on `.env` files and builds of the test's own, never the project's.
 */
export function projectCopy(files: string[]): ProjectCopy {
  const base = mkdtempSync(path.join(tmpdir(), "notavo copy "));
  const dir = path.join(base, "my site");
  mkdirSync(dir);
  for (const file of files) cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "junction");
  return {
    dir,
    write(file, text) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    node(file, args = [], env = {}) {
      const childEnv: Record<string, string> = { PATH: process.env.PATH ?? "", ...env };
      return spawnSync(process.execPath, [path.join(dir, file), ...args], {
        cwd: dir,
        encoding: "utf8",
        env: childEnv as NodeJS.ProcessEnv,
        timeout: 60_000,
      });
    },
    remove() {
      rmSync(base, { recursive: true, force: true });
    },
  };
}
