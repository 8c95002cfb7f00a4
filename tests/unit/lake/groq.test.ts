import { describe, expect, it } from "vitest";
import { readsOtherDocuments, rewrite, runQuery, substituteSliceParams, textSearch } from "@/lake/groq.ts";

const docs = [
  { _id: "a", _type: "page", title: "Remote Notarization for Lenders", body: [{ text: "eClosings" }] },
  { _id: "b", _type: "page", title: "Law firms" },
  { _id: "c", _type: "page", title: "Title companies", seo: { description: "seller packages for lenders" } },
];

describe("the lake's groq-js workarounds", () => {
  it("substitutes parameters of slices before evaluating", async () => {
    expect(substituteSliceParams("*[_type == $t][0...$__limit]", { __limit: 2 })).toBe("*[_type == $t][0...2]");
    expect(substituteSliceParams("*[$from..$to]", { from: 1, to: 2 })).toBe("*[1..2]");
    expect(substituteSliceParams("*[0...$x]", { x: "no" })).toBe("*[0...$x]");
    expect(
      await runQuery(docs, "*[_type == $t] | order(_id asc) [$start...$__limit]._id", {
        t: "page",
        start: 1,
        __limit: 3,
      }),
    ).toEqual(["b", "c"]);
  });

  it("replaces text::query() with a case-insensitive search over string values", async () => {
    expect(textSearch(docs, "lenders*")).toEqual(["a", "c"]);
    expect(textSearch(docs, "LENDERS -seller")).toEqual(["a"]);
    expect(textSearch(docs, "eclos")).toEqual(["a"]);
    expect(textSearch(docs, "")).toEqual(["a", "b", "c"]);
    expect(rewrite("*[text::query($__query)]", { __query: "x" }, docs).query).toBe("*[(_id in $__lakeTextHits[0])]");
    // The Studio's document lists: the match operator with the call, and a search of "*" lists all.
    const list = "*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]._id";
    expect(rewrite(list, { __query: "*" }, docs).query).toBe(
      "*[_type in $__types && ((_id in $__lakeTextHits[0]) || references($__rawQuery))]._id",
    );
    expect(await runQuery(docs, list, { __types: ["page"], __query: "*", __rawQuery: "" })).toHaveLength(
      docs.filter((doc) => doc._type === "page").length,
    );
    expect(
      await runQuery(docs, "*[_type == 'page' && text::query($__query)] | order(_id asc)._id", { __query: '"law*"' }),
    ).toEqual(["b"]);
    expect(
      await runQuery(docs, "*[_type == 'page'] | score(text::query($__query)) | order(_score desc)[0]._id", {
        __query: "title",
      }),
    ).toBe("c");
  });
});

describe("which listen filters read other documents", () => {
  it("a nested * or a -> reads others; a filter on the document's own fields does not", () => {
    expect(readsOtherDocuments(`*[_type == "page" && count(*[references(^._id)]) == 0]`)).toBe(true);
    expect(readsOtherDocuments(`*[author->name == "Ana"]`)).toBe(true);
    expect(readsOtherDocuments(`*[_type in $types && language == $source && references("x")]`)).toBe(false);
    expect(readsOtherDocuments(`*[_id in ["a", "b"]]`)).toBe(false);
    expect(readsOtherDocuments(`*[`), "a query that does not parse").toBe(false);
  });
});
