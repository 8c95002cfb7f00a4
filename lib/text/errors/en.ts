/**
 * The error screen's words in English (part of the site's dictionary, lib/text/ui-text.ts). Its own
 * module, importing nothing: the root layout gives them to the error boundary on English pages
 * (components/layout/error-words.tsx), so they are in those pages' payload and no other's.
 */
export type ErrorText = {
  eyebrow: string;
  heading: string;
  body: string;
  /** `{digest}`: the error's reference. */
  reference: string;
  retry: string;
  home: string;
};

export const ERROR_TEXT_EN: ErrorText = {
  eyebrow: "Something went wrong",
  heading: "We couldn’t load this page",
  body: "Please try again. If it keeps happening, come back in a few minutes — your data is safe.",
  reference: "Reference: {digest}",
  retry: "Try again",
  home: "Back to Home",
};
