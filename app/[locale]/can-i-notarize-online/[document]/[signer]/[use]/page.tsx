import { CheckerAnswerRoute, checkerAnswerMetadata } from "@/features/checker/checker-page";
import { langOfParams, type RouteProps } from "@/lib/routing/params";

type Props = RouteProps<{ document: string; signer: string; use: string }>;

/*
 * One answer of the checker. Rendered per request, never prerendered nor written to the page cache
 * (about 52,000 combinations); a CDN keeps it by its Cache-Control (next.config.ts's headers, from
 * the routing table). Only valid combinations render; anything else is a 404.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props) {
  const { document, signer, use } = await params;
  return checkerAnswerMetadata(await langOfParams(params), { document, signer, use });
}

export default async function CheckerAnswerPage({ params }: Props) {
  const { document, signer, use } = await params;
  return <CheckerAnswerRoute lang={await langOfParams(params)} segments={{ document, signer, use }} />;
}
