import { feedResponse } from "@/lib/articles/feed";

// The articles' RSS 2.0 feed (lib/articles/feed.ts), revalidated with the listing.
export const dynamic = "force-static";
export const revalidate = 60;

export async function GET() {
  return feedResponse("es");
}
