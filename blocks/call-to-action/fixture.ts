import type { BlockOf } from "@/lib/pages/site";

export const fixture: BlockOf<"callToAction"> = {
  _key: "cta",
  _type: "callToAction",
  anchor: "get-started",
  eyebrow: "Get started",
  heading: "Run your next closing remotely",
  intro: "Join early access.",
  ctas: [
    { _key: "a", label: "Request a demo", action: "modal", href: null, anchor: null, modal: "demo", style: "primary" },
    {
      _key: "b",
      label: "Get Early Access",
      action: "link",
      href: "/early-access",
      anchor: null,
      modal: null,
      style: "secondary",
    },
  ],
};
