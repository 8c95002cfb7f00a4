import { describe, expect, it } from "vitest";
import { isWritable, orderLike, serialize } from "@/lake/files.ts";

describe("the lake's write-back rule", () => {
  it("keeps the key order of the line it replaces, at every depth, and appends new keys", () => {
    const previous =
      '{"_id":"a","_type":"t","z":1,"nested":{"b":1,"a":2},"list":[{"_key":"k2","y":1,"x":2},{"_key":"k1","q":1,"p":2}]}';
    const next = {
      list: [
        { x: 3, y: 4, _key: "k1", p: 5, q: 6 },
        { new: 1, _key: "k9" },
      ],
      _type: "t",
      nested: { a: 3, c: 4, b: 5 },
      _id: "a",
      added: true,
      _rev: "r",
      _updatedAt: "u",
      _createdAt: "c",
    };
    expect(serialize(next, previous)).toBe(
      '{"_id":"a","_type":"t","nested":{"b":5,"a":3,"c":4},"list":[{"_key":"k1","q":6,"p":5,"x":3,"y":4},{"new":1,"_key":"k9"}],"added":true}',
    );
  });

  it("starts a new document with _id and _type and keeps system fields only where the old line had them", () => {
    expect(serialize({ title: "x", _type: "t", _id: "n", _rev: "r" })).toBe('{"_id":"n","_type":"t","title":"x"}');
    expect(
      serialize({ _id: "n", _type: "t", _rev: "new", _updatedAt: "u" }, '{"_id":"n","_rev":"old","_type":"t"}'),
    ).toBe('{"_id":"n","_rev":"new","_type":"t"}');
    expect(orderLike(undefined, [1, { b: 1, a: 2 }])).toEqual([1, { b: 1, a: 2 }]);
  });

  it("writes published documents only, never drafts, versions or sanity.* bookkeeping", () => {
    expect(isWritable({ _id: "a", _type: "page" })).toBe(true);
    expect(isWritable({ _id: "drafts.a", _type: "page" })).toBe(false);
    expect(isWritable({ _id: "versions.r1.a", _type: "page" })).toBe(false);
    expect(isWritable({ _id: "secret", _type: "sanity.previewUrlSecret" })).toBe(false);
  });
});
