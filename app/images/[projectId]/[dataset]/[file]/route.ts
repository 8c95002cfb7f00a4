import { contentImageResponse } from "@/lib/platform/uploaded-image-response";

/**
 * Images uploaded in the Studio through the local Content Lake, from the dataset folder
 * (lib/platform/uploaded-images.ts), as they are or resized as Sanity's CDN resizes them
 * (lib/platform/uploaded-image-response.ts).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  return contentImageResponse(await params, request);
}
