import { ResourcesNotFound } from "@/components/pages/resources-page";

/** The 404 of any address under the listing (components/pages/resources-page.tsx). */
export default function NotFound() {
  return <ResourcesNotFound lang="en" />;
}
