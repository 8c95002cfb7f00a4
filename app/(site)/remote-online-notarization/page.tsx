import { StateIndexRoute, stateIndexMetadata } from "@/components/pages/state-page";

/** `/remote-online-notarization`: every state in the coverage table, each row linking to its page. */
export const generateMetadata = () => stateIndexMetadata("en");

export default function StatesIndexPage() {
  return <StateIndexRoute lang="en" />;
}
