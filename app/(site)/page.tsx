import { HomeRoute, homeMetadata } from "@/components/pages/content-page";

export const generateMetadata = () => homeMetadata("en");

export default function HomePage() {
  return <HomeRoute lang="en" />;
}
