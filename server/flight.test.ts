import { describe, expect, it } from "vitest";
import { canonicalPayload, flightRows } from "@/server/flight";

const rows = (stream: string) =>
  flightRows(Buffer.from(stream, "utf8"))?.map(
    (row) => `${row.tag === "H" ? "" : row.id.toString(16)}:${row.body.toString("utf8")}`,
  ) ?? null;

describe("flightRows", () => {
  it("reads newline rows, hints and length-prefixed rows counted in bytes", () => {
    expect(rows(':HL["/a.css","style"]\n0:["$","$L1",null,{}]\n1:T7,añadir2:I["x.js",[],"X"]\na:"$2"\n')).toEqual([
      ':HL["/a.css","style"]\n',
      '0:["$","$L1",null,{}]\n',
      "1:T7,añadir",
      '2:I["x.js",[],"X"]\n',
      'a:"$2"\n',
    ]);
  });

  it("refuses a stream cut short or not made of rows", () => {
    for (const stream of ['0:["$","p"', "1:T9,short", "no colon\n", "zz:1\n", "1:T,x"])
      expect(rows(stream), stream).toBeNull();
  });
});

describe("canonicalPayload", () => {
  it("gives the same text for the same rows in any order and any split into items", () => {
    const a = canonicalPayload([
      [0],
      [1, '1:I["x.js",[],"X"]\n0:["$","$L1",null,{}]\n'],
      [1, ':HL["/b.css","style"]\n:HL["/a.css","style"]\n'],
    ]);
    const b = canonicalPayload([
      [0],
      [1, ':HL["/a.css","style"]\n0:["$","$L1"'],
      [1, ',null,{}]\n:HL["/b.css","style"]\n1:I["x.js",[],"X"]\n'],
    ]);
    expect(a).toBe(b);
    expect(JSON.parse(a ?? "")).toEqual([
      [0],
      [1, ':HL["/a.css","style"]\n:HL["/b.css","style"]\n0:["$","$L1",null,{}]\n1:I["x.js",[],"X"]\n'],
    ]);
  });

  it("numbers rows from the root, so the same tree written under other ids and in another order is the same text", () => {
    /** One render: the tree's rows under the ids `id` gives them, written in `order`. */
    const render = (id: Record<string, number>, order: string[]) => {
      const h = (name: string) => (id[name] ?? -1).toString(16);
      const rows: Record<string, string> = {
        root: `${h("root")}:["$","div",null,{"children":["$L${h("menu")}","$${h("text")}",["$","ul",null,{"children":"$${h("list")}:props:children"}],"$${h("stream")}"]}]\n`,
        menu: `${h("menu")}:I[5,["$${h("chunk")}"],"Menu"]\n`,
        chunk: `${h("chunk")}:"/_next/static/chunks/a.js"\n`,
        text: `${h("text")}:T6,héllo`,
        list: `${h("list")}:["$","ol",null,{"children":["one","$$2"]}]\n`,
        stream: `${h("stream")}:X\n${h("stream")}:"chunk"\n${h("stream")}:C\n`,
        hint: ':HL["/a.css","style"]\n',
      };
      return canonicalPayload([[0], ...order.map((name) => [1, rows[name] ?? ""])]);
    };
    const first = render({ root: 0, menu: 1, chunk: 2, text: 3, list: 4, stream: 5 }, [
      "hint",
      "chunk",
      "menu",
      "root",
      "text",
      "list",
      "stream",
    ]);
    const second = render({ root: 0, menu: 4, chunk: 6, text: 2, list: 1, stream: 3 }, [
      "stream",
      "list",
      "root",
      "hint",
      "text",
      "chunk",
      "menu",
    ]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    // Breadth-first from the root: menu 1, text 2, list 3, stream 4, then the menu's chunk 5,
    // written before the module row that refers to it.
    expect(JSON.parse(first ?? "")).toEqual([
      [0],
      [
        1,
        ':HL["/a.css","style"]\n0:["$","div",null,{"children":["$L1","$2",["$","ul",null,{"children":"$3:props:children"}],"$4"]}]\n5:"/_next/static/chunks/a.js"\n1:I[5,["$5"],"Menu"]\n2:T6,héllo3:["$","ol",null,{"children":["one","$$2"]}]\n4:X\n4:"chunk"\n4:C\n',
      ],
    ]);
  });

  it("sorts by id, keeping the ids, what it cannot number from the root: a row nothing refers to", () => {
    expect(JSON.parse(canonicalPayload([[0], [1, '2:"unused"\n0:"$1"\n1:"x"\n']]) ?? "")).toEqual([
      [0],
      [1, '0:"$1"\n1:"x"\n2:"unused"\n'],
    ]);
  });

  it("keeps rows of one id (other than hints) in the order they came", () => {
    expect(JSON.parse(canonicalPayload([[0], [1, '2:"b"\n1:"x"\n2:"a"\n']]) ?? "")).toEqual([
      [0],
      [1, '1:"x"\n2:"b"\n2:"a"\n'],
    ]);
  });

  it("leaves what it does not recognise to the caller", () => {
    for (const items of [[], [[1, "0:1\n"]], [[0], [3, "AAEC"]], [[0], [2, null]], [[0], [1, "0:[1"]], [[0], [1, 5]]])
      expect(canonicalPayload(items), JSON.stringify(items)).toBeNull();
  });
});
