import { UnknownPathRoute, unknownPathMetadata } from "@/components/pages/content-page";

type Props = { params: Promise<{ rest: string[] }> };

/** As app/(site)/[...rest], under /es: a Spanish page published since the build, else a redirect. */
export async function generateMetadata({ params }: Props) {
  return unknownPathMetadata("es", "soluciones", (await params).rest);
}

export default async function SpanishUnknownPath({ params }: Props) {
  return <UnknownPathRoute lang="es" solutionsSegment="soluciones" prefix="/es" rest={(await params).rest} />;
}
