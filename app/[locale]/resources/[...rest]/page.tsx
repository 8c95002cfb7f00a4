import { UnknownPathRoute, unknownPathMetadata } from "@/features/pages/unknown-path";
import { ROUTES } from "@/lib/routing/table";
import { langOfParams, type RouteProps } from "@/lib/routing/params";

type Props = RouteProps<{ rest: string[] }>;

// Every address under the listing no prerendered page has (an article or listing page out since the
// build, page 1 spelled out, anything made up), as ../../[...rest] answers any other, so that its 404
// is the listing's (../not-found.tsx). Rendered per request, never cached.
const under = (rest: string[]) => [ROUTES.resources.route.slice(1), ...rest];

export async function generateMetadata({ params }: Props) {
  return unknownPathMetadata(await langOfParams(params), under((await params).rest));
}

export default async function UnknownResourcesPath({ params }: Props) {
  return <UnknownPathRoute lang={await langOfParams(params)} rest={under((await params).rest)} />;
}
