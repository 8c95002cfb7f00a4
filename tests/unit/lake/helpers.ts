import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type SanityClient } from "@sanity/client";
import { startLake, type Lake, type LakeOptions } from "@/lake/index.ts";

export const apiVersion = "2025-02-19";
export const contentSource = path.resolve(import.meta.dirname, "../../../content");

export type TestLake = Lake & {
  dir: string;
  client: SanityClient;
  logs: string[];
  api(pathname: string, init?: RequestInit): Promise<Response>;
  cleanup(): Promise<void>;
};

/** A lake on a temporary copy of `content/` (changed by `prepare` before the lake starts), with a client for it. */
export async function startTestLake(
  options: LakeOptions = {},
  prepare?: (dir: string) => Promise<void>,
): Promise<TestLake> {
  const dir = await mkdtemp(path.join(tmpdir(), "lake-test-"));
  // Not the drafts an editor keeps in content/.lake/: each test starts from the dataset alone.
  await cp(contentSource, dir, { recursive: true, filter: (source) => path.basename(source) !== ".lake" });
  await prepare?.(dir);
  const logs: string[] = [];
  const lake = await startLake({ contentDir: dir, log: (message) => logs.push(message), ...options });
  const client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.httpUrl,
    useProjectHostname: false,
    token: lake.token,
    apiVersion,
    useCdn: false,
  });
  return {
    ...lake,
    dir,
    client,
    logs,
    api: (pathname, init = {}) =>
      fetch(`${lake.httpUrl}/v${apiVersion}${pathname}`, {
        ...init,
        headers: {
          authorization: `Bearer ${lake.token}`,
          "content-type": "application/json",
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    async cleanup() {
      await lake.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const readLines = async (file: string) => (await readFile(file, "utf8")).split("\n");

/** JSON written with `": "` and `", "` separators, the style some hand-edited dataset lines have. */
export function spacedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spacedJson).join(", ")}]`;
  if (value && typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${spacedJson(item)}`)
      .join(", ")}}`;
  return JSON.stringify(value);
}
