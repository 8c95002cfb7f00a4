// The process's shutdown state, shared by the production server (server/shutdown.ts sets it on
// SIGTERM) and the route bundles (GET /api/ready reads it; the signup route marks the work it
// leaves running after its answer). One per process (lib/platform/singleton.ts): every bundle sees it.
import { processSingleton } from "./singleton.ts";

type Lifecycle = {
  draining: boolean;
  /** Work that must end before the process exits, by id: what it is and when it started. */
  background: Map<number, { what: string; since: number }>;
  nextId: number;
  idle: (() => void)[];
};

const state = () =>
  processSingleton<Lifecycle>("lifecycle", () => ({ draining: false, background: new Map(), nextId: 1, idle: [] }));

/** True once a shutdown began: the readiness check answers 503 from then on. */
export function isDraining(): boolean {
  return state().draining;
}

export function startDraining(): void {
  state().draining = true;
}

/**
 * Marks work that outlives its request (an applicant confirmation sent after the answer) so a
 * graceful shutdown waits for it; call the returned function when it settles (once is enough).
 */
export function beginBackgroundWork(what: string): () => void {
  const current = state();
  const id = current.nextId++;
  current.background.set(id, { what, since: Date.now() });
  return () => {
    if (!current.background.delete(id) || current.background.size > 0) return;
    for (const resolve of current.idle.splice(0)) resolve();
  };
}

/** The work still running, oldest first: "applicant confirmation (3.2 s)". */
export function pendingBackgroundWork(now = Date.now()): string[] {
  return [...state().background.values()].map(({ what, since }) => `${what} (${((now - since) / 1000).toFixed(1)} s)`);
}

/** Resolves once no background work is left. */
export function backgroundIdle(): Promise<void> {
  const current = state();
  if (current.background.size === 0) return Promise.resolve();
  return new Promise((resolve) => current.idle.push(resolve));
}
