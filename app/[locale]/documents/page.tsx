import { DocumentIndexRoute, documentIndexMetadata } from "@/features/documents/document-pages";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

/** Every document of the language with its usual answer, each linking to its page. */
export const generateMetadata = async ({ params }: LocaleParams) => documentIndexMetadata(await langOfParams(params));

export default async function DocumentsIndexPage({ params }: LocaleParams) {
  return <DocumentIndexRoute lang={await langOfParams(params)} />;
}
