import { draftMode } from "next/headers";

/**
 * Leaves draft mode and returns to the home page on the host the visitor used: a relative
 * `Location` (RFC 9110, 10.2.2), since the server's own idea of its URL is `localhost:<port>`
 * behind a proxy or a custom server.
 */
export async function GET() {
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { Location: "/", "Cache-Control": "no-store" } });
}
