/**
 * A state's remote online notarization status: the values the `ronState` document stores and the
 * labels Studio and the site show for them. Pure data, no imports: usable by schemas, server
 * components and client components alike.
 */
export const RON_STATUSES = ["permanent", "enacted", "temporary", "ipen", "none"] as const;

export type RonStatus = (typeof RON_STATUSES)[number];

export const RON_STATUS_LABELS: Record<RonStatus, string> = {
  permanent: "Permanent law in force",
  enacted: "Law passed, not yet in force",
  temporary: "Temporary or emergency only",
  ipen: "In-person electronic only",
  none: "Not authorized",
};

export function isRonStatus(value: unknown): value is RonStatus {
  return typeof value === "string" && (RON_STATUSES as readonly string[]).includes(value);
}

/** "permanent" → "Permanent law in force"; anything else comes back unchanged. */
export function ronStatusLabel(status: string): string {
  return isRonStatus(status) ? RON_STATUS_LABELS[status] : status;
}

/** Statuses that rest on a statute or rule, so a citation is required. */
export const STATUSES_WITH_LAW: readonly RonStatus[] = ["permanent", "enacted", "temporary"];

/** Statuses with a date the law took (or takes) effect, so the date is required. */
export const STATUSES_WITH_EFFECTIVE_DATE: readonly RonStatus[] = ["permanent", "enacted"];
