import { UnknownPathRoute, unknownPathMetadata } from "@/features/pages/unknown-path";
import { langOfParams, type RouteProps } from "@/lib/routing/params";

type Props = RouteProps<{ rest: string[] }>;

/*
 * Every address no prerendered page has, rendered on request and never cached (no
 * generateStaticParams), so made-up URLs write nothing: a page published since the build is shown,
 * a listing page past the build's or page 1 spelled out is answered, anything else redirects (an
 * editor's redirect if one matches, else the language's home page) or, under the articles' listing
 * and the state pages, is a 404 (features/pages/unknown-path.tsx).
 */

export async function generateMetadata({ params }: Props) {
  return unknownPathMetadata(await langOfParams(params), (await params).rest);
}

export default async function UnknownPath({ params }: Props) {
  return <UnknownPathRoute lang={await langOfParams(params)} rest={(await params).rest} />;
}
