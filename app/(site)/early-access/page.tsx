import { EarlyAccessRoute, earlyAccessMetadata } from "@/components/pages/early-access-page";

export const generateMetadata = () => earlyAccessMetadata("en");

export default function EarlyAccessPage() {
  return <EarlyAccessRoute lang="en" />;
}
