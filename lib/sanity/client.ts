import "server-only";
// next-sanity's client: the one its draft-mode and webhook helpers are typed against.
import { createClient, type SanityClient } from "next-sanity";
import { env } from "@/lib/platform/env";
import { publishedClientConfig } from "./client-config";
import { stegaFilter } from "./stega";

let client: SanityClient | undefined;

/** The hosted Content Lake client (CDN, published perspective); only when a project is configured. */
export function hostedClient(): SanityClient {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) throw new Error("No Sanity project is configured");
  client ??= createClient(publishedClientConfig());
  return client;
}

/** The same client reading drafts with the read token, with stega for click-to-edit overlays (visible text only: ./stega.ts). */
export function draftClient(): SanityClient {
  return hostedClient().withConfig({
    token: env.SANITY_API_READ_TOKEN,
    perspective: "drafts",
    useCdn: false,
    stega: { enabled: true, studioUrl: "/studio", filter: stegaFilter },
  });
}
