import { NotFoundRoute } from "@/features/pages/not-found";

/** The 404 of every page under a language, in that language (features/pages/not-found.tsx). */
export default function NotFound() {
  return <NotFoundRoute />;
}
