import { unknownMarkdownResponse } from "@/lib/markdown/responses";

// Every `.md` address the build's renditions (../[lang]/[...path]) do not have: a page published
// since the build (rendered per request, never cached), else 404 in plain text. Nothing here is
// cached, so made-up addresses cost nothing durable.
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return unknownMarkdownResponse((await params).path);
}
