import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"longForm"> = {
  _key: "lf",
  _type: "longForm",
  ...section(null, "Privacy notice"),
  lastUpdated: "2026-11-23",
  lastUpdatedLabel: "Last updated",
  toc: true,
  tocLabel: "On this page",
  body: [
    {
      _type: "block",
      _key: "p0",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "s0", text: "What this covers.", marks: [] }],
    },
    {
      _type: "block",
      _key: "h1",
      style: "h2",
      markDefs: [],
      children: [{ _type: "span", _key: "s1", text: "What we collect", marks: [] }],
    },
    {
      _type: "block",
      _key: "l1",
      style: "normal",
      listItem: "bullet",
      level: 1,
      markDefs: [],
      children: [{ _type: "span", _key: "s2", text: "Your name", marks: ["strong"] }],
    },
    {
      _type: "block",
      _key: "h2",
      style: "h3",
      markDefs: [],
      children: [{ _type: "span", _key: "s3", text: "From notaries", marks: [] }],
    },
    {
      _type: "block",
      _key: "l2",
      style: "normal",
      listItem: "number",
      level: 1,
      markDefs: [],
      children: [{ _type: "span", _key: "s4", text: "Commission state", marks: [] }],
    },
    {
      _type: "block",
      _key: "h3",
      style: "h2",
      markDefs: [],
      children: [{ _type: "span", _key: "s5", text: "Your rights", marks: [] }],
    },
    {
      _type: "block",
      _key: "p1",
      style: "blockquote",
      markDefs: [{ _type: "link", _key: "m1", href: "/early-access" }],
      children: [{ _type: "span", _key: "s6", text: "Write to us", marks: ["m1"] }],
    },
  ],
};
