import { redirectUnknownPath } from "@/lib/redirects";

type Props = { params: Promise<{ rest: string[] }> };

/** Any path the site does not have: an editor's redirect if one matches, else the home page. */
export default async function UnknownPath({ params }: Props): Promise<never> {
  return redirectUnknownPath(`/${(await params).rest.map(encodeURIComponent).join("/")}`);
}
