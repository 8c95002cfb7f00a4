import "server-only";
import { cache } from "react";
import { sanityFetch } from "@/lib/sanity/fetch";
import { earlyAccessPageQuery } from "@/lib/sanity/queries";
import { DEFAULT_SIGNUP_COPY, withDefaults, type PartialCopy, type SignupCopy } from "./copy";

/** The early-access page document (copy and SEO), or null when it is not published. */
export const getEarlyAccessPage = cache(() => sanityFetch({ query: earlyAccessPageQuery, tags: ["earlyAccessPage"] }));

/** The wizard's copy: content over the bundled defaults. */
export async function getSignupCopy(): Promise<SignupCopy> {
  const page = await getEarlyAccessPage();
  return withDefaults(DEFAULT_SIGNUP_COPY, page as PartialCopy<SignupCopy> | null);
}
