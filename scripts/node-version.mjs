// The Node.js versions the project runs on, as package.json states them for npm (`engines`,
// `devEngines`) and .nvmrc for version managers: 22 from 22.19 (Sanity 6, Vitest and Lighthouse need
// 22.12 to 22.19; 22.18 runs TypeScript files without a flag, which `npm start` relies on), 24, and
// 26 on (the even, long-term-support lines; Vitest and dependency-cruiser leave out 23 and 25).
//
// Every script entry imports this module first (scripts/*.mjs, bench/*.mjs), and package.json runs
// it before each tool it starts directly: an older Node.js stops there with one line naming the
// version needed, instead of a stack trace from whatever it fails on first. It is plain JavaScript
// with no imports, so that any Node.js can load it; whatever a script needs from a newer one
// (TypeScript files, newer APIs) it imports after this, dynamically.

/** The supported range, the same as package.json's `engines.node` (tests/unit/node-version.test.ts). */
export const SUPPORTED_NODE = "^22.19.0 || ^24.0.0 || >=26.0.0";

/** Whether `version` (`22.19.0`, `v24.1.0`) is in SUPPORTED_NODE. */
export function isSupportedNode(version) {
  const [major, minor] = String(version).replace(/^v/, "").split(".").map(Number);
  if (major === 22) return minor >= 19;
  return major === 24 || major >= 26;
}

/** The one line an unsupported Node.js prints. */
export function unsupportedNodeMessage(version, executable) {
  return (
    `This project needs Node.js ${SUPPORTED_NODE}; this is Node.js ${version} (${executable}). ` +
    "Install Node.js 24 (.nvmrc), put it first on PATH, and run the command again."
  );
}

if (!isSupportedNode(process.versions.node)) {
  console.error(unsupportedNodeMessage(process.versions.node, process.execPath));
  process.exit(1);
}
