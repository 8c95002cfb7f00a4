import { NotFoundRoute } from "@/features/pages/not-found";

/** The 404 of an address no route has, in the part of the site it is under (features/pages/unknown-path.tsx). */
export default function NotFound() {
  return <NotFoundRoute />;
}
