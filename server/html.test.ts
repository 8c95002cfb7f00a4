import { describe, expect, it } from "vitest";
import { deferredPayload, deferredScripts, deferScripts, loadTimeScripts, separatePayload } from "@/server/html";

const page = (head: string, body = '<main><h1>Hello</h1></main><script>self.__next_f.push([1,"x"])</script>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;

const NEXT_HEAD =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
  '<script src="/_next/static/chunks/three.js" noModule=""></script>';

describe("deferScripts", () => {
  it("moves the async chunks out of the head into one loader at the end of the body, sorted", () => {
    const html = deferScripts(page(NEXT_HEAD));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("one.js");
    expect(head).not.toContain("turbopack-two.js");
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    // The legacy polyfill keeps its own tag (modern browsers skip it).
    expect(head).toContain('<script src="/_next/static/chunks/three.js" noModule=""></script>');
    expect(deferredScripts(html)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/turbopack-two.js"]);
    // After the page's own inline scripts, right before </body>.
    expect(html).toMatch(
      /self\.__next_f\.push\(\[1,"x"\]\)<\/script><script>\(function\(s,p\)\{.*\}\)\(\[.*\],null\)<\/script><\/body><\/html>$/,
    );
    expect(deferredPayload(html)).toBeNull();
  });

  it("gives the same page whatever order Next.js wrote its chunks in (the order its render reached them)", () => {
    const swapped =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
      '<script src="/_next/static/chunks/one.js" async=""></script>' +
      '<script src="/_next/static/chunks/three.js" noModule=""></script>';
    expect(deferScripts(page(swapped))).toBe(deferScripts(page(NEXT_HEAD)));
  });

  it("keeps every other byte of the page", () => {
    const original = page(NEXT_HEAD);
    const html = deferScripts(original);
    const chunks = deferredScripts(html)
      .map((src) => `<script src="${src}" async=""></script>`)
      .join("");
    const restored = html
      .replace(/<script>\(function\(s,p\).*?<\/script><\/body>/, "</body>")
      .replace("<title>", `${chunks}<title>`);
    expect(restored).toBe(
      original.replace(/(<script src="[^"]+" async=""><\/script>)+/, "").replace("<title>", `${chunks}<title>`),
    );
  });

  it("is idempotent and leaves pages without chunks, without a body or with foreign scripts alone", () => {
    const once = deferScripts(page(NEXT_HEAD));
    expect(deferScripts(once)).toBe(once);
    for (const html of [
      page(""),
      page('<script src="https://example.com/x.js" async=""></script>'),
      page('<script src="/_next/static/chunks/a.js"></script>'),
      '<html><head><script src="/_next/static/chunks/one.js" async=""></script></head><body>',
      "plain text",
    ]) {
      expect(deferScripts(html)).toBe(html);
    }
  });

  it("takes Next.js's bootstrap script from the body too, with its preload", () => {
    const bootstrap =
      '<script id="_R_">(globalThis["TURBOPACK"]||[]).push({})</script><script src="/_next/static/chunks/boot.js" async=""></script>';
    const html = deferScripts(
      page(
        `${NEXT_HEAD}<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>`,
        `<main>x</main>${bootstrap}`,
      ),
    );
    expect(deferredScripts(html)).toEqual([
      "/_next/static/chunks/boot.js",
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/turbopack-two.js",
    ]);
    expect(html).not.toContain('href="/_next/static/chunks/boot.js"');
    expect(html).toContain('<script id="_R_">(globalThis["TURBOPACK"]||[]).push({})</script>');
  });

  it("leaves other preloads alone", () => {
    const other = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>';
    expect(deferScripts(page(NEXT_HEAD + other))).toContain(other);
  });

  it("accepts only plain chunk paths, so the list is safe inside an inline script", () => {
    const hostile = page('<script src="/_next/static/chunks/x&quot;</script><script>alert(1)//.js" async=""></script>');
    expect(deferScripts(hostile)).toBe(hostile);
  });
});

describe("separatePayload", () => {
  const PAYLOAD =
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n0:[\\"$\\",\\"h1\\",null,{}]\\n"])</script><script>self.__next_f.push([2,null])</script>';

  it("takes every inline payload script out, in order, as one JSON array of what they pushed", () => {
    const original = page(
      NEXT_HEAD,
      `<main><h1>Hello</h1></main><script id="_R_">(globalThis["TURBOPACK"]||[]).push({})</script>${PAYLOAD}<script type="application/ld+json">{"@type":"WebPage"}</script>`,
    );
    const separated = separatePayload(original);
    expect(separated?.page).toBe(original.replace(PAYLOAD, ""));
    expect(JSON.parse(separated?.payload ?? "")).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n0:["$","h1",null,{}]\n'],
      [2, null],
    ]);
  });

  it("leaves a page without a payload, or with one that is not JSON, as it is", () => {
    expect(separatePayload(page(NEXT_HEAD, "<main>x</main>"))).toBeNull();
    expect(separatePayload(page(NEXT_HEAD, "<script>self.__next_f.push([1,x])</script>"))).toBeNull();
  });

  it("gives the loader the payload's address, found again by deferredPayload", () => {
    const separated = separatePayload(page(NEXT_HEAD));
    const html = deferScripts(separated?.page ?? "", "?_payload=abc_-123");
    expect(html).not.toContain("__next_f.push([1");
    expect(deferredPayload(html)).toBe("?_payload=abc_-123");
    expect(deferredScripts(html)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/turbopack-two.js"]);
  });
});

describe("loadTimeScripts", () => {
  it("is the same list before and after deferring, without nomodule polyfills", () => {
    const original = page(NEXT_HEAD);
    expect(loadTimeScripts(original)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/turbopack-two.js"]);
    expect(loadTimeScripts(deferScripts(original))).toEqual(loadTimeScripts(original));
  });
});
