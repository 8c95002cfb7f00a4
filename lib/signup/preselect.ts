/**
 * The early-access wizard's preselection from its address: `?role=client&state=TX` (the checker's
 * next step) opens the role's form with the state chosen. Only the fixed values count (a role of
 * ROLES, a state of the fifty codes); anything else is ignored, so the prerendered page reads it in
 * the browser and no address adds anything to a cache.
 */
import { ROLES, type Role } from "./constants";
import { STATE_CODES } from "./states";

export const PRESELECT_PARAMS = { role: "role", state: "state" } as const;

export type Preselection = { role: Role; state: string };

/** The role and state `search` (a location's query) asks for, or null when it names no role. */
export function preselectionOf(search: string): Preselection | null {
  const query = new URLSearchParams(search.length > 200 ? "" : search);
  const role = query.get(PRESELECT_PARAMS.role);
  if (!role || !(ROLES as readonly string[]).includes(role)) return null;
  const state = query.get(PRESELECT_PARAMS.state)?.toUpperCase() ?? "";
  return { role: role as Role, state: (STATE_CODES as readonly string[]).includes(state) ? state : "" };
}
