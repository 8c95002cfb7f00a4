import { StatePageRoute, stateParams, statePageMetadata } from "@/features/states/state-page";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ state: string }>;

/** One page per `ronState` document of the build. */
export const generateStaticParams = async ({ params }: StaticParamsArgs) => stateParams(await langOfParams(params));

/** Only the build's states: any other slug falls through to the catch-all, which answers 404 without caching anything. */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return statePageMetadata(await langOfParams(params), (await params).state);
}

export default async function StatePage({ params }: Props) {
  return <StatePageRoute lang={await langOfParams(params)} slug={(await params).state} />;
}
