import { NotFoundRoute } from "@/components/pages/not-found";

/** The 404 of every page under a language, in that language (components/pages/not-found.tsx). */
export default function NotFound() {
  return <NotFoundRoute />;
}
