import { HomeRoute, homeMetadata } from "@/components/pages/content-page";

export const generateMetadata = () => homeMetadata("es");

export default function SpanishHomePage() {
  return <HomeRoute lang="es" />;
}
