import { StatePageRoute, stateParams, statePageMetadata } from "@/components/pages/state-page";

type Props = { params: Promise<{ state: string }> };

/** As app/(site)/remote-online-notarization/[state], in Spanish: `/es/notarizacion-en-linea/texas`. */
export const generateStaticParams = () => stateParams("es");

export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return statePageMetadata("es", (await params).state);
}

export default async function SpanishStatePage({ params }: Props) {
  return <StatePageRoute lang="es" slug={(await params).state} />;
}
