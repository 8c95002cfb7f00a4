// The types of platform.mjs, for the TypeScript that imports it (tests/support/, tests/unit/).
/** Whether the module at `moduleUrl` is the script Node.js was started with (`entry`, default process.argv[1]). */
export function isMain(moduleUrl: string, entry?: string, platform?: NodeJS.Platform): boolean;
/** How to start `npm <args>` without a shell where possible. */
export function npmCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  platform?: NodeJS.Platform,
): { command: string; args: string[]; shell: boolean };
/** The JavaScript file behind a package's command-line tool. */
export function packageBin(packageName: string, binName?: string, projectRoot?: string): string;
/** The first of `names` found as an executable file on PATH, or undefined. */
export function findOnPath(
  names: string[],
  env?: Record<string, string | undefined>,
  platform?: NodeJS.Platform,
): string | undefined;
/** The environment variable's path, else the first of `names` on PATH, else the first existing fallback. */
export function findProgram(
  options: { variable: string; names: string[]; fallbacks?: string[] },
  env?: Record<string, string | undefined>,
  platform?: NodeJS.Platform,
): string | undefined;
