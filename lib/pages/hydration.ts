/**
 * Dispatched on `window` (and `data-hydrated` set on <html>) once React has hydrated a site page.
 * The script loader of the production server (server/html.ts) replays clicks made before then.
 */
export const HYDRATED_EVENT = "site:hydrated";
