import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseNdjson, type SanityDocumentLike } from "@/lib/sanity/bundled";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

/** The bundled dataset as the site reads it, for tests that query or modify a copy. */
export async function readDataset(dir = CONTENT_DIR): Promise<SanityDocumentLike[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ndjson")).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return texts.flatMap((text, index) => parseNdjson(text, files[index] ?? ""));
}
