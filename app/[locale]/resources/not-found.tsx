import { NotFoundRoute } from "@/features/pages/not-found";

/** The 404 of any address under the articles' listing, in its language, with the way back to the listing. */
export default function NotFound() {
  return <NotFoundRoute section="resources" />;
}
