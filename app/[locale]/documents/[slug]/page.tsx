import { documentPageMetadata, DocumentPageRoute, documentParams } from "@/features/documents/document-pages";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ slug: string }>;

/** One page per `documentType` document of the build. */
export const generateStaticParams = async ({ params }: StaticParamsArgs) => documentParams(await langOfParams(params));

/** Only the build's documents: any other slug falls through to the catch-all, which answers 404 without caching anything. */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return documentPageMetadata(await langOfParams(params), (await params).slug);
}

export default async function DocumentPage({ params }: Props) {
  return <DocumentPageRoute lang={await langOfParams(params)} slug={(await params).slug} />;
}
