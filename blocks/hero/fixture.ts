import type { BlockOf } from "@/lib/pages/site";
import { richText } from "@/tests/support/render";

export const fixture: BlockOf<"hero"> = {
  _key: "h1",
  _type: "hero",
  anchor: null,
  eyebrow: "For title companies",
  headline: "Close anywhere",
  body: richText("Secure, recorded closings."),
  footnote: "All 50 states",
  ctas: [
    { _key: "c1", label: "Request a demo", action: "modal", href: null, anchor: null, modal: "demo", style: "primary" },
    {
      _key: "c2",
      label: "Explore product",
      action: "anchor",
      href: null,
      anchor: "features",
      modal: null,
      style: "secondary",
    },
    {
      _key: "c3",
      label: "Get started",
      action: "link",
      href: "/early-access",
      anchor: null,
      modal: null,
      style: "secondary",
    },
  ],
  stats: [],
  sampleCard: {
    title: "Upcoming session",
    badge: "Today",
    caption: "Sample data",
    rows: [
      { _key: "r1", label: "Borrower", value: "Jordan Doe", tone: null },
      { _key: "r2", label: "Loan #", value: "LN-0000-1", tone: null },
      { _key: "r3", label: "Status", value: "Ready to close", tone: "success" },
    ],
    progress: { label: "Fields complete", current: 2, total: 12 },
    notes: ["Reminder scheduled"],
  },
};
