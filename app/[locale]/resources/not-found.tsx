import { NotFoundRoute } from "@/features/pages/not-found";

/** The 404 of the articles' listing and what is under it (features/pages/not-found.tsx). */
export default function NotFound() {
  return <NotFoundRoute section="resources" />;
}
