import { readFileSync } from "node:fs";

/** What a Dockerfile's final stage runs: its environment, working folder, user and command. */
export type RuntimeStage = {
  from: string;
  env: Record<string, string>;
  workdir: string | null;
  user: string | null;
  cmd: string[];
  healthcheck: string | null;
  run: string[];
};

/** The instructions of a Dockerfile, continuation lines joined and comments dropped. */
export function instructions(text: string): { keyword: string; args: string }[] {
  const joined: string[] = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    // Comment lines are dropped, also inside a continued instruction (as Docker does).
    if (line.startsWith("#") || (line === "" && !current)) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    joined.push(current + line);
    current = "";
  }
  if (current.trim()) joined.push(current);
  return joined
    .filter((line) => line.trim())
    .map((line) => {
      const match = /^(\S+)\s*(.*)$/s.exec(line.trim());
      return { keyword: (match?.[1] ?? "").toUpperCase(), args: (match?.[2] ?? "").trim() };
    });
}

/** `KEY=value KEY2="value 2"` (or the legacy `KEY value`) of one ENV instruction. */
function envPairs(args: string): Record<string, string> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
    const [key, ...rest] = args.split(/\s+/);
    return key ? { [key]: rest.join(" ") } : {};
  }
  const pairs: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("((?:[^"\\]|\\.)*)"|\S*)/g)) {
    const key = match[1] as string;
    pairs[key] = match[3] !== undefined ? match[3].replace(/\\(.)/g, "$1") : (match[2] ?? "");
  }
  return pairs;
}

/** The final stage of the Dockerfile at `file` (what `docker run` runs). */
export function runtimeStage(file: string): RuntimeStage {
  const all = instructions(readFileSync(file, "utf8"));
  const start = all.map((instruction) => instruction.keyword).lastIndexOf("FROM");
  if (start < 0) throw new Error(`${file} has no FROM`);
  // ARGs before the first FROM are what FROM lines may use (`FROM ${NODE_IMAGE}`).
  const globals: Record<string, string> = {};
  for (const { keyword, args } of all) {
    if (keyword === "FROM") break;
    if (keyword === "ARG") {
      const [name, value = ""] = args.split(/=(.*)/s);
      if (name) globals[name.trim()] = value.trim();
    }
  }
  const from = (all[start]?.args ?? "").replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (_, braced: string | undefined, bare: string | undefined) => globals[(braced ?? bare) as string] ?? "",
  );
  const stage: RuntimeStage = { from, env: {}, workdir: null, user: null, cmd: [], healthcheck: null, run: [] };
  for (const { keyword, args } of all.slice(start + 1)) {
    if (keyword === "ENV") Object.assign(stage.env, envPairs(args));
    else if (keyword === "WORKDIR") stage.workdir = args;
    else if (keyword === "USER") stage.user = args;
    else if (keyword === "HEALTHCHECK") stage.healthcheck = args;
    else if (keyword === "RUN") stage.run.push(args);
    else if (keyword === "CMD") {
      if (!args.startsWith("[")) throw new Error("CMD must be in exec form, or signals go to a shell instead of node");
      stage.cmd = JSON.parse(args) as string[];
    }
  }
  return stage;
}
