// A page's React Server Components payload in one canonical form, so that its address and its
// page's ETag depend on what the page says, not on the order one render wrote it in.
//
// The payload is what Next.js's inline scripts push into `self.__next_f`: `[0]` first, then
// `[1, text]` items whose texts, joined, are the Flight stream (React's wire format): rows of
// `<hex id>:<tag><data>`, most ended by a newline, text-like ones (`T`, and the typed-array
// tags) written as `<hex byte length>,<bytes>` with no newline. Model rows (JSON) and module rows
// (`I`) refer to other rows by id in strings: `"$<id>"` (optionally with a `:path`), `"$L<id>"`,
// `"$@<id>"`, `"$Q<id>"` and the like (react-server-dom-webpack's client, parseModelString).
//
// The server writes a row when its part of the tree is ready and numbers rows in that order, so two
// renders of the same content can write the same rows in another order and under other ids (async
// server components settle in any order: 11 of 22 pages differed between two instances). Nothing
// in the client depends on the ids, nor, once the whole stream is there (the loader,
// server/html.ts, hands React every row before any script runs), on the order: a reference to a
// row not yet read waits for it. Except one: a module row (`I`) must come after the rows it refers
// to (React reads those at once). So the canonical form numbers the rows in the order a walk from the root (row 0) first reaches
// them, references in the order they stand in each row, and writes them in that order (each
// module row after what it refers to), after the hints (`:H…`, preloads with no id, sorted by
// their text: they only start downloads). Every render that built the same tree gives the same
// bytes.
//
// What this does not recognise (binary items, a row cut short, other row tags, an id written twice,
// a row the root does not reach) keeps its ids, with the rows sorted by id where they parse, else
// as they came.

/** A parsed row: its id, its tag (`""` for a model row) and everything after `<id>:`. */
type Row = { id: number; tag: string; body: Buffer };

/** Tags whose data is `<hex length>,<bytes>` (the client's rowState 2); any other upper-case letter, `#`, `r` and `x` end at a newline. */
const LENGTH_PREFIXED = new Set("TAOobUSsLlGgMmV");
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

/** A row's tag as the client reads its first byte: `""` for a model row (JSON, the byte is its own). */
function tagOf(byte: number | undefined): string {
  if (byte === undefined) return "";
  const char = String.fromCharCode(byte);
  return LENGTH_PREFIXED.has(char) || /^[A-Z#rx]$/.test(char) ? char : "";
}

/** The rows of a Flight stream, or null when it does not parse to whole rows. */
export function flightRows(stream: Buffer): Row[] | null {
  const rows: Row[] = [];
  let start = 0;
  while (start < stream.length) {
    const colon = stream.indexOf(COLON, start);
    if (colon < 0) return null;
    const idText = stream.subarray(start, colon).toString("latin1");
    if (!/^[0-9a-f]{0,8}$/.test(idText)) return null;
    const tag = tagOf(stream[colon + 1]);
    let end: number;
    if (LENGTH_PREFIXED.has(tag)) {
      const comma = stream.indexOf(COMMA, colon + 2);
      if (comma < 0) return null;
      const lengthText = stream.subarray(colon + 2, comma).toString("latin1");
      if (!/^[0-9a-f]{1,8}$/.test(lengthText)) return null;
      end = comma + 1 + parseInt(lengthText, 16);
      if (end > stream.length) return null;
    } else {
      const newline = stream.indexOf(NEWLINE, colon + 1);
      if (newline < 0) return null;
      end = newline + 1;
    }
    rows.push({ id: idText === "" ? 0 : parseInt(idText, 16), tag, body: stream.subarray(colon + 1, end) });
    start = end;
  }
  return rows;
}

const rowBytes = (id: number, body: Buffer) => Buffer.concat([Buffer.from(`${id.toString(16)}:`), body]);
const hintBytes = (row: Row) => Buffer.concat([Buffer.from(":"), row.body]);

/** The id a string in a model row refers to (`"$1a"`, `"$1a:props:children"`, `"$L1a"`, `"$Q1a"`…), else null. */
function referenceIn(value: string): { prefix: string; id: number; rest: string } | null {
  const match = /^\$([L@hQWBKi]?)([0-9a-f]+)((?::.*)?)$/s.exec(value);
  if (!match) return null;
  const [, prefix = "", hex = "", rest = ""] = match;
  // `$L` and `$@` take a bare id; the others may carry a path after it.
  if ((prefix === "L" || prefix === "@") && rest !== "") return null;
  return { prefix, id: parseInt(hex, 16), rest };
}

/** `value` with every reference's id replaced by `rename(id)`, called for each in the order they stand. */
function mapReferences(value: unknown, rename: (id: number) => number): unknown {
  if (typeof value === "string") {
    const reference = referenceIn(value);
    return reference ? `$${reference.prefix}${rename(reference.id).toString(16)}${reference.rest}` : value;
  }
  if (Array.isArray(value)) return value.map((each) => mapReferences(each, rename));
  if (value && typeof value === "object") {
    const mapped: Record<string, unknown> = {};
    for (const [key, each] of Object.entries(value)) mapped[key] = mapReferences(each, rename);
    return mapped;
  }
  return value;
}

/** A model (`""`) or module (`I`) row's JSON, or undefined when it is not JSON. */
function jsonOf(row: Row): unknown {
  const text = row.body.toString("utf8", row.tag === "I" ? 1 : 0).replace(/\n$/, "");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Tags that start a stream (ReadableStream, async iterable), whose chunks follow as model rows of its id until `C`. */
const STREAM_START = new Set(["R", "r", "X", "x"]);

/** A row's rows: one model, module or text row, or a stream from its start to its `C`, in order. */
function isWholeRow(rows: Row[]): boolean {
  const [first, ...rest] = rows;
  if (!first) return false;
  if (rest.length === 0) return ["", "I", "T"].includes(first.tag);
  return STREAM_START.has(first.tag) && rest.at(-1)?.tag === "C" && rest.slice(0, -1).every((row) => row.tag === "");
}

/** The rows renumbered from the root (module comment), hints first; null when they are not a tree this reads. */
function renumbered(rows: Row[]): Buffer[] | null {
  const hints = rows.filter((row) => row.tag === "H");
  const byId = new Map<number, Row[]>();
  for (const row of rows) if (row.tag !== "H") byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const json = new Map<Row, unknown>();
  for (const group of byId.values()) {
    if (!isWholeRow(group)) return null;
    for (const row of group) {
      if (row.tag !== "" && row.tag !== "I") continue;
      const value = jsonOf(row);
      if (value === undefined) return null;
      json.set(row, value);
    }
  }
  if (!byId.has(0)) return null;
  // Breadth-first from the root, each row's references in the order they stand.
  const order = new Map<number, number>([[0, 0]]);
  const queue = [0];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const row of byId.get(next) ?? []) {
      mapReferences(json.get(row), (id) => {
        if (!order.has(id)) {
          order.set(id, order.size);
          queue.push(id);
        }
        return id;
      });
    }
  }
  if (order.size !== byId.size || [...order.keys()].some((id) => !byId.has(id))) return null;
  const rename = (id: number) => order.get(id) ?? id;
  // Written by their new ids, except that a module row comes after the rows it refers to (its
  // chunks' addresses): the client reads those the moment it reads the module row, and fails
  // (React error 608) on one it has not read yet.
  const written: Buffer[] = [];
  const done = new Set<number>();
  const write = (id: number) => {
    const group = byId.get(id);
    if (!group || done.has(id)) return;
    done.add(id);
    for (const row of group) if (row.tag === "I") mapReferences(json.get(row), (each) => (write(each), each));
    for (const row of group) {
      const value = json.get(row);
      written.push(
        rowBytes(
          rename(id),
          value === undefined ? row.body : Buffer.from(`${row.tag}${JSON.stringify(mapReferences(value, rename))}\n`),
        ),
      );
    }
  };
  for (const id of [...byId.keys()].sort((x, y) => rename(x) - rename(y))) write(id);
  return [...hints.map(hintBytes).sort(Buffer.compare), ...written];
}

/** Rows sorted by id, as written, for a stream `renumbered` does not read: hints first, then rows of one id as they came. */
function sortedById(rows: Row[]): Buffer[] {
  const hints = rows.filter((row) => row.tag === "H").map(hintBytes);
  const others = rows
    .filter((row) => row.tag !== "H")
    .map((row, index) => ({ row, index }))
    .sort((x, y) => x.row.id - y.row.id || x.index - y.index)
    .map(({ row }) => rowBytes(row.id, row.body));
  return [...hints.sort(Buffer.compare), ...others];
}

/**
 * The payload (a JSON array of the pushed items) in canonical form: `[[0],[1,"<every row>"]]`.
 * The same text for every render that built the same tree; null when `items` is not a `[0]`
 * followed by `[1, text]` items forming whole rows (the caller then keeps them as they came).
 */
export function canonicalPayload(items: unknown[]): string | null {
  const [first, ...rest] = items;
  if (!Array.isArray(first) || first.length !== 1 || first[0] !== 0) return null;
  const texts: string[] = [];
  for (const item of rest) {
    if (!Array.isArray(item) || item.length !== 2 || item[0] !== 1 || typeof item[1] !== "string") return null;
    texts.push(item[1]);
  }
  const rows = flightRows(Buffer.from(texts.join(""), "utf8"));
  if (!rows) return null;
  const stream = Buffer.concat(renumbered(rows) ?? sortedById(rows)).toString("utf8");
  return JSON.stringify([[0], [1, stream]]);
}
