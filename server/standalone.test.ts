import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyBuildConfig } from "@/server/standalone";
import { instructions, runtimeStage } from "../tests/support/dockerfile";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-config-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writeManifest = (distDir: string, config: Record<string, unknown>) => {
  mkdirSync(path.join(dir, distDir), { recursive: true });
  writeFileSync(
    path.join(dir, distDir, "required-server-files.json"),
    JSON.stringify({ version: 1, config, files: [] }),
  );
};

describe("applyBuildConfig", () => {
  it("hands Next.js the configuration the build resolved, as its standalone server.js does", () => {
    writeManifest(".next", { distDir: ".next", output: "standalone", images: { unoptimized: true } });
    const env: NodeJS.ProcessEnv = {} as NodeJS.ProcessEnv;
    expect(applyBuildConfig(dir, env)).toBe(true);
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? "")).toEqual({
      distDir: ".next",
      output: "standalone",
      images: { unoptimized: true },
    });
  });

  it("reads the build in NEXT_DIST_DIR (npm run edit's), and changes nothing without a build", () => {
    writeManifest(".next-edit", { distDir: ".next-edit" });
    const plain = {} as NodeJS.ProcessEnv;
    expect(applyBuildConfig(dir, plain)).toBe(false);
    expect(plain.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined();
    const edit = { NEXT_DIST_DIR: ".next-edit" } as unknown as NodeJS.ProcessEnv;
    expect(applyBuildConfig(dir, edit)).toBe(true);
    expect(JSON.parse(edit.__NEXT_PRIVATE_STANDALONE_CONFIG ?? "").distDir).toBe(".next-edit");
  });

  it("leaves a configuration already handed over alone", () => {
    writeManifest(".next", { distDir: ".next" });
    const env = { __NEXT_PRIVATE_STANDALONE_CONFIG: '{"distDir":"elsewhere"}' } as unknown as NodeJS.ProcessEnv;
    expect(applyBuildConfig(dir, env)).toBe(true);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBe('{"distDir":"elsewhere"}');
  });
});

describe("reading a Dockerfile's runtime stage (tests/support/dockerfile.ts)", () => {
  it("joins continued lines, drops comments, resolves FROM's global ARGs and takes the last stage's ENV, USER and exec-form CMD", () => {
    const file = path.join(dir, "Dockerfile");
    writeFileSync(
      file,
      [
        "ARG IMAGE=node:24-slim",
        "FROM ${IMAGE} AS build",
        "ENV BUILD_ONLY=1",
        "RUN echo a \\",
        "  # a comment inside the instruction",
        " && echo b",
        "FROM ${IMAGE} AS runtime",
        "ENV NODE_ENV=production \\",
        '    GREETING="hello world" \\',
        "    PORT=3000",
        "USER node",
        'CMD ["node", "server/main.ts"]',
      ].join("\n"),
    );
    expect(instructions("RUN echo a \\\n  # note\n && echo b\n")).toEqual([
      { keyword: "RUN", args: "echo a  && echo b" },
    ]);
    const stage = runtimeStage(file);
    expect(stage.from).toBe("node:24-slim AS runtime");
    expect(stage.env).toEqual({ NODE_ENV: "production", GREETING: "hello world", PORT: "3000" });
    expect(stage.user).toBe("node");
    expect(stage.cmd).toEqual(["node", "server/main.ts"]);
  });

  it("refuses a shell-form CMD: signals would reach the shell, not node", () => {
    const file = path.join(dir, "Dockerfile");
    writeFileSync(file, "FROM node:24\nCMD node server/main.ts\n");
    expect(() => runtimeStage(file)).toThrow(/exec form/);
  });
});
