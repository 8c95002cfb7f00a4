/**
 * The error screen's words in English (part of the site's dictionary, lib/text/ui-text.ts). Its own
 * module, importing nothing: the error boundary (app/[locale]/error.tsx) is a client component on
 * every page, and loads these words (lib/text/errors/index.ts) only when it shows on an English one.
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
