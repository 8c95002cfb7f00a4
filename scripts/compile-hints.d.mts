// The types of compile-hints.mjs, for the TypeScript that imports it (tests/unit/scripts/platform.test.ts).
/** Whether a prerendered page's file name (relative to server/app, with separator `sep`) is a public page's. */
export function isPublicPage(name: string, sep?: string): boolean;
/** Marks every script a public page runs at load with V8's compile hint. */
export function addCompileHints(): void;
