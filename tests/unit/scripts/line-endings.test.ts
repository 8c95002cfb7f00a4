import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/*
 * A Windows checkout gets LF line endings, as Linux and macOS do (.gitattributes): the local
 * Content Lake writes content/*.ndjson with LF and keeps untouched lines byte for byte, so a CRLF
 * checkout would turn every edit into a whole-file change; Prettier and .ci/run need LF too.
 */

const git = (...args: string[]) => execFileSync("git", args, { cwd: import.meta.dirname, encoding: "utf8" });

describe("line endings", () => {
  it("every text file is checked out with LF, whatever core.autocrlf says", () => {
    const files = [
      "content/solutions.ndjson",
      ".ci/run",
      "scripts/start.mjs",
      "package.json",
      "README.md",
      ".env.example",
    ];
    const attributes = git("check-attr", "text", "eol", "--", ...files);
    for (const file of files) {
      expect(attributes).toContain(`${file}: eol: lf`);
      expect(attributes).toMatch(new RegExp(`${file.replace(/\./g, "\\.")}: text: (set|auto)`));
    }
  });

  it("no file in the repository has CRLF line endings", () => {
    const crlf = git("ls-files", "--eol")
      .split("\n")
      .filter((line) => /\bi\/(crlf|mixed)\b/.test(line));
    expect(crlf).toEqual([]);
  });
});
