import "server-only";
import { createClient, type SanityClient } from "@sanity/client";
import { env } from "@/lib/env";
import { apiVersion } from "@/studio/env";

let client: SanityClient | undefined;

/** The hosted Content Lake client (CDN, published perspective); only when a project is configured. */
export function hostedClient(): SanityClient {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) throw new Error("No Sanity project is configured");
  client ??= createClient({
    projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion,
    useCdn: true,
    perspective: "published",
  });
  return client;
}
