import { markdownRoute } from "@/lib/markdown/responses";

// `/es/notarizacion-en-linea/<state>.md`: as app/%5Fmd/remote-online-notarization/[state], in Spanish.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 3600;

const route = markdownRoute("es", "state");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
