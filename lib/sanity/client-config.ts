// The published-content client's settings, shared by the pages' client (./client.ts, server-only)
// and the proxy (proxy.ts, which cannot load `server-only` modules).
import { env } from "@/lib/platform/env";
import { apiVersion } from "./api-version";

/** The hosted Content Lake (CDN, published perspective); a local one (tests, `npm run edit`) with its per-run token. */
// Inferred, not typed as ClientConfig: next-sanity and @sanity/client each declare their own.
export function publishedClientConfig() {
  return {
    projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion,
    useCdn: true,
    perspective: "published" as const,
    ...(env.SANITY_API_HOST
      ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false, token: env.SANITY_API_READ_TOKEN }
      : {}),
  };
}
