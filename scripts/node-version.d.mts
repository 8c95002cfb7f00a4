// The types of node-version.mjs, for the TypeScript that imports it (tests/unit/node-version.test.ts).
/** The supported Node.js versions, as package.json's engines.node states them. */
export const SUPPORTED_NODE: string;
/** Whether `version` is in SUPPORTED_NODE. */
export function isSupportedNode(version: string): boolean;
/** The one line an unsupported Node.js prints. */
export function unsupportedNodeMessage(version: string, executable: string): string;
