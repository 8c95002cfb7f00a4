// The types of ensure-build.mjs, for the TypeScript that imports it (scripts/edit-session.ts).
/** A stamp of everything the build depends on. */
export function sourceStamp(): string;
/** Builds when the stamp changed, blocking; exits the process if the build fails. */
export function ensureBuild(): void;
/** The same without blocking this process; exits the process if the build fails. */
export function ensureBuildAsync(): Promise<void>;
