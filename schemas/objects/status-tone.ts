import { defineType } from "sanity";

/** The colour of a status pill on the mock cards: done, waiting, in progress, or plain. */
export const STATUS_TONES = [
  { value: "success", title: "Done / ready (green)" },
  { value: "warning", title: "Waiting / pending (amber)" },
  { value: "info", title: "Scheduled / in progress (blue)" },
  { value: "neutral", title: "Plain (grey)" },
] as const;

export type StatusTone = (typeof STATUS_TONES)[number]["value"];

export const statusTone = defineType({
  name: "statusTone",
  title: "Status colour",
  type: "string",
  options: { list: STATUS_TONES.map(({ value, title }) => ({ value, title })) },
});
