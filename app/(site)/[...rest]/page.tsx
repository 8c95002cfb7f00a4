import { UnknownPathRoute, unknownPathMetadata } from "@/components/pages/content-page";

type Props = { params: Promise<{ rest: string[] }> };

/*
 * Every path no other route has, rendered on request and never cached (no generateStaticParams),
 * so made-up URLs write nothing. `/solutions/<slug>` and `/<slug>` land here when the slug is not
 * one of the build's: a page published since then is shown; anything else redirects (an editor's
 * redirect if one matches, else the home page).
 */

export async function generateMetadata({ params }: Props) {
  return unknownPathMetadata("en", "solutions", (await params).rest);
}

export default async function UnknownPath({ params }: Props) {
  return <UnknownPathRoute lang="en" solutionsSegment="solutions" prefix="" rest={(await params).rest} />;
}
