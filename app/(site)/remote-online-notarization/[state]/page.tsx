import { StatePageRoute, stateParams, statePageMetadata } from "@/components/pages/state-page";

type Props = { params: Promise<{ state: string }> };

/** One page per `ronState` document of the build: `/remote-online-notarization/texas`. */
export const generateStaticParams = () => stateParams("en");

/**
 * Only the build's states are rendered (and cached) here: any other slug falls through to the
 * catch-all, which answers 404 without caching anything (app/(site)/[...rest]).
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return statePageMetadata("en", (await params).state);
}

export default async function StatePage({ params }: Props) {
  return <StatePageRoute lang="en" slug={(await params).state} />;
}
