// One value per process, shared by the production server (server/) and every route bundle: Next.js
// bundles each route on its own, so a module-level variable would exist once per bundle. The value
// lives on globalThis under Symbol.for("notavo-website.<name>").

const slot = (name: string) => Symbol.for(`notavo-website.${name}`);
const holder = globalThis as typeof globalThis & Record<symbol, unknown>;

/** The process's `name`, made by `make` on first use. */
export function processSingleton<T>(name: string, make: () => T): T {
  return (holder[slot(name)] ??= make()) as T;
}

/** Forgets `name` (tests): the next use makes a new one. */
export function forgetProcessSingleton(name: string): void {
  delete holder[slot(name)];
}
