import type { ReactElement } from "react";

/** What a route module of app/[locale]/ exports (the parts the tests call). */
type LocaleRoute = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's own parameters
  default: (props: { params: Promise<any> }) => Promise<ReactElement> | ReactElement;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's own parameters
  generateMetadata?: (props: { params: Promise<any> }) => Promise<unknown>;
  generateStaticParams?: (props: { params: { locale: string } }) => Promise<unknown[]> | unknown[];
};

/** A route's own parameters: what its page is given, without the language. */
type OwnParams<M extends LocaleRoute> = Omit<Awaited<Parameters<M["default"]>[0]["params"]>, "locale">;

/**
 * A route of app/[locale]/ in one language, as Next.js renders it there: its page, metadata and
 * static parameters take the route's own parameters, the language added as `locale`.
 */
export function inLanguage<M extends LocaleRoute>(route: M, locale: string) {
  const withLocale = (params: Promise<OwnParams<M>>) => params.then((own) => ({ ...own, locale }));
  return {
    default: (props: { params: Promise<OwnParams<M>> }) => route.default({ params: withLocale(props.params) }),
    generateMetadata: async (
      props: { params: Promise<OwnParams<M>> } = { params: Promise.resolve({} as OwnParams<M>) },
    ) =>
      (await route.generateMetadata?.({ params: withLocale(props.params) })) as Awaited<
        ReturnType<NonNullable<M["generateMetadata"]>>
      >,
    generateStaticParams: async () => (await route.generateStaticParams?.({ params: { locale } })) ?? [],
  };
}
