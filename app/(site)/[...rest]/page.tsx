import { redirect, RedirectType } from "next/navigation";

/** Any path the site does not have goes to the home page, replacing the history entry. */
export default function UnknownPath(): never {
  redirect("/", RedirectType.replace);
}
