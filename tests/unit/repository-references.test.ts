import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Nothing in the repository may refer to a file outside it: someone who clones it has only what
 * it holds. This scans every file git knows (tracked, or new and not ignored) for references to
 * the folder of notes that lived beside the repository, and checks that the relative links and the
 * repository paths written in backticks in README.md and docs/ name something that exists.
 */

const root = path.resolve(import.meta.dirname, "../..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

/** Tracked files plus new, not ignored ones (so a page is checked before it is committed), that exist. */
const files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard")
  .split("\0")
  .filter((file) => file && existsSync(path.join(root, file)));
const fileSet = new Set(files);
const directories = new Set(
  files.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const topLevel = new Set(files.map((file) => file.split("/")[0]!));

const skipped = (file: string) => file === "package-lock.json" || file.split("/").includes("node_modules");

function text(file: string): string | null {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

/** Written in pieces so that this file does not match itself. */
const outside = [
  ["..", "shared"],
  ["shared", "DESIGN"],
  ["shared", "SPEC"],
  ["shared", "notes"],
].map((parts) => parts.join("/"));

function isIgnored(file: string): boolean {
  try {
    git("check-ignore", "-q", "--no-index", file);
    return true;
  } catch {
    return false;
  }
}

/** A path in the repository exists when git knows it (a file or a folder of files), or it is one the build or a run makes (ignored). */
function exists(relative: string): boolean {
  const clean = relative.replace(/\/+$/, "");
  return fileSet.has(clean) || directories.has(clean) || isIgnored(clean);
}

const docs = files.filter((file) => file === "README.md" || /^docs\/[^/]+\.md$/.test(file));

/** Markdown without its fenced code blocks (commands and pictures, not references). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

describe("references outside the repository", () => {
  it("finds the files to scan", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(docs).toContain("README.md");
    expect(docs.some((file) => file.startsWith("docs/"))).toBe(true);
  });

  it("no file refers to the notes that lived beside the repository", () => {
    const found: string[] = [];
    for (const file of files) {
      if (skipped(file)) continue;
      const content = text(file);
      if (content === null) continue;
      content.split("\n").forEach((line, index) => {
        for (const needle of outside) if (line.includes(needle)) found.push(`${file}:${index + 1}: ${needle}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("every relative Markdown link points at a file or folder of the repository", () => {
    const broken: string[] = [];
    for (const file of files.filter((name) => name.endsWith(".md") && !skipped(name))) {
      const content = prose(text(file) ?? "");
      for (const [, target] of content.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
        const withoutAnchor = target.replace(/[#?].*$/, "");
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(withoutAnchor)));
        if (resolved.startsWith("../") || resolved === ".." || !exists(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every repository path in backticks in README.md and docs/ exists", () => {
    const missing: string[] = [];
    for (const file of docs) {
      const content = prose(text(file) ?? "");
      for (const [, token] of content.matchAll(/`([^`\n]+)`/g)) {
        if (!token || /[\s<>*{}…$|]/.test(token)) continue; // commands, patterns and placeholders
        const first = token.split("/")[0]!;
        // A path: it starts with an entry at the top of the repository (`lib/…`, `Dockerfile`). A folder
        // the repository does not have yet at all (`.next/…`) is something a build makes, not a reference.
        if (!topLevel.has(first)) continue;
        if (!token.includes("/") && !fileSet.has(token)) continue;
        if (!exists(token)) missing.push(`${file}: ${token}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
