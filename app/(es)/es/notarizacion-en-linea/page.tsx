import { StateIndexRoute, stateIndexMetadata } from "@/components/pages/state-page";

/** `/es/notarizacion-en-linea`: as app/(site)/remote-online-notarization, in Spanish. */
export const generateMetadata = () => stateIndexMetadata("es");

export default function SpanishStatesIndexPage() {
  return <StateIndexRoute lang="es" />;
}
