import { articleParams, ArticleRoute, articleRouteMetadata } from "@/components/pages/resources-page";

type Props = { params: Promise<{ slug: string }> };

// The articles out at build time, prerendered and revalidated every 60 seconds (and by tag on
// publish). Any other slug falls through to ../[...rest]: an article out since the build is
// rendered per request, a scheduled or made-up one answers 404.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => articleParams("en");

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata("en", (await params).slug, { generated: true });
}

export default async function ArticlePage({ params }: Props) {
  return <ArticleRoute lang="en" slug={(await params).slug} generated />;
}
