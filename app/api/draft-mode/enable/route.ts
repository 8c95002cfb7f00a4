import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { NextResponse } from "next/server";
import { draftClient } from "@/lib/sanity/client";
import { draftModeAvailable } from "@/lib/sanity/draft";

/**
 * Presentation tool entry: next-sanity checks the preview secret against the
 * Content Lake, then turns draft mode on. Refused outright without a project and token.
 */
export async function GET(request: Request) {
  if (!draftModeAvailable) {
    return NextResponse.json(
      { error: "Draft mode needs a Sanity project and SANITY_API_READ_TOKEN." },
      { status: 404 },
    );
  }
  return defineEnableDraftMode({ client: draftClient() }).GET(request);
}
