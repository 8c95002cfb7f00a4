import { articleParams, ArticleRoute, articleRouteMetadata } from "@/features/articles/article-pages";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ slug: string }>;

// The articles out at build time, prerendered and revalidated every 60 seconds (and by tag on
// publish). Any other slug falls through to the catch-all: an article out since the build is
// rendered per request, a scheduled or made-up one answers 404.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = async ({ params }: StaticParamsArgs) => articleParams(await langOfParams(params));

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata(await langOfParams(params), (await params).slug, { generated: true });
}

export default async function ArticlePage({ params }: Props) {
  return <ArticleRoute lang={await langOfParams(params)} slug={(await params).slug} generated />;
}
