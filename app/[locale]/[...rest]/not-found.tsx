import { NotFoundRoute } from "@/features/pages/not-found";

/**
 * The 404 of an address no page has, in its language (features/pages/not-found.tsx). Beside the
 * catch-all rather than at app/[locale]/: a not-found file is rendered into the payload of every page
 * below it, and this one carries the header and footer.
 */
export default function NotFound() {
  return <NotFoundRoute />;
}
