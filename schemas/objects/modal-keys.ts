/**
 * The modal variants whose copy lives in site settings. A call to action with
 * the "modal" action names one of these; the page renders the ones it uses.
 */
export const MODAL_KEYS = [
  { value: "earlyAccess", title: "Early access (home page)" },
  { value: "demo", title: "Request a demo" },
  { value: "demoClosable", title: "Request a demo, with a close icon" },
  { value: "apiDocs", title: "Contact sales for API docs" },
  { value: "apiExamples", title: "Contact sales for API examples" },
] as const;

export type ModalKey = (typeof MODAL_KEYS)[number]["value"];
