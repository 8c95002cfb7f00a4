/**
 * The Studio runs in the browser, so it reads only public variables. Without a
 * project the site serves a page that explains how to connect one; the
 * placeholder id only lets the CLI load the config for schema extraction.
 */
export const studioProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || "unconfigured";
export const studioDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || "production";
/** A local Content Lake for `npm run edit` (`https://localhost:<port>`); unset means Sanity's hosts. */
export const studioApiHost = process.env.NEXT_PUBLIC_SANITY_API_HOST || undefined;
