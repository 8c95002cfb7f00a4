import { BareNotFound } from "@/features/pages/not-found";

/** The 404 of the pages that never answer one (features/pages/not-found.tsx). */
export default function NotFound() {
  return <BareNotFound />;
}
