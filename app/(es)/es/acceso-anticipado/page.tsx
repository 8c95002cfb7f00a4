import { EarlyAccessRoute, earlyAccessMetadata } from "@/components/pages/early-access-page";

export const generateMetadata = () => earlyAccessMetadata("es");

export default function SpanishEarlyAccessPage() {
  return <EarlyAccessRoute lang="es" />;
}
