import type { BlockOf } from "@/lib/pages/site";

export const fixture: BlockOf<"topBanner"> = {
  _key: "b1",
  _type: "topBanner",
  anchor: null,
  badge: "Early access",
  message: "Teams are onboarding now.",
  cta: {
    _key: null,
    label: "Join early access",
    action: "link",
    href: "/early-access",
    anchor: null,
    modal: null,
    style: "primary",
  },
};
