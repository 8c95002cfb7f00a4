import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenizeJson } from "@/lib/pages/json-tokens";

const kinds = (source: string) =>
  tokenizeJson(source)
    .filter((token) => token.kind !== "space")
    .map((token) => [token.kind, token.text]);

describe("the JSON tokenizer behind the code samples", () => {
  it("tells keys from string values and finds numbers, literals and punctuation", () => {
    expect(kinds('{"loan_id": "LN-1", "count": -2.5e3, "ok": true, "x": null, "list": [false]}')).toEqual([
      ["punctuation", "{"],
      ["key", '"loan_id"'],
      ["punctuation", ":"],
      ["string", '"LN-1"'],
      ["punctuation", ","],
      ["key", '"count"'],
      ["punctuation", ":"],
      ["number", "-2.5e3"],
      ["punctuation", ","],
      ["key", '"ok"'],
      ["punctuation", ":"],
      ["literal", "true"],
      ["punctuation", ","],
      ["key", '"x"'],
      ["punctuation", ":"],
      ["literal", "null"],
      ["punctuation", ","],
      ["key", '"list"'],
      ["punctuation", ":"],
      ["punctuation", "["],
      ["literal", "false"],
      ["punctuation", "]"],
      ["punctuation", "}"],
    ]);
  });

  it("handles escaped quotes inside strings", () => {
    expect(kinds('{"a\\"b": "c\\"d"}')).toEqual([
      ["punctuation", "{"],
      ["key", '"a\\"b"'],
      ["punctuation", ":"],
      ["string", '"c\\"d"'],
      ["punctuation", "}"],
    ]);
  });

  it("always joins back to exactly the source, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.string(),
        (source) =>
          tokenizeJson(source)
            .map((token) => token.text)
            .join("") === source,
      ),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const source = JSON.stringify(value, null, 2);
        return (
          tokenizeJson(source)
            .map((token) => token.text)
            .join("") === source
        );
      }),
    );
  });

  it("colours every object key of real JSON as a key and nothing else", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (value) => {
        const source = JSON.stringify(value, null, 2);
        const keys = tokenizeJson(source)
          .filter((token) => token.kind === "key")
          .map((token) => JSON.parse(token.text) as string);
        return JSON.stringify(keys) === JSON.stringify(Object.keys(value));
      }),
    );
  });
});
