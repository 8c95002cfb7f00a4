import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { parseBody } from "next-sanity/webhook";
import { env, hasSanityProject } from "@/lib/env";
import { tagsForChange } from "@/lib/revalidate";

const MAX_BODY_BYTES = 64 * 1024;

/** Sanity's GROQ-powered webhook: verify the signature, then revalidate the changed type's tag. */
export async function POST(request: NextRequest) {
  if (!env.SANITY_REVALIDATE_SECRET) {
    return NextResponse.json({ error: "Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set." }, { status: 401 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return NextResponse.json({ error: "Body too large." }, { status: 413 });
  }
  let parsed: Awaited<ReturnType<typeof parseBody>>;
  try {
    // With a hosted project, wait briefly so the CDN serves the new content before pages re-render.
    parsed = await parseBody(request, env.SANITY_REVALIDATE_SECRET, hasSanityProject);
  } catch {
    return NextResponse.json({ error: "The body must be the webhook's JSON." }, { status: 400 });
  }
  if (!parsed.isValidSignature) {
    return NextResponse.json({ error: "Invalid or missing signature." }, { status: 401 });
  }
  const tags = tagsForChange(parsed.body);
  if (!tags) {
    return NextResponse.json({ error: "Unknown or missing _type: nothing to revalidate." }, { status: 400 });
  }
  for (const tag of tags) revalidateTag(tag, "max");
  return NextResponse.json({ revalidated: tags });
}
