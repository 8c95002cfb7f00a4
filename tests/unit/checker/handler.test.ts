import { describe, expect, it } from "vitest";
import { answerPath, choicesOfSegments, readChoices } from "@/lib/checker/choices";
import { checkerHandlerPath, handleCheckerRequest } from "@/lib/checker/handler";
import { toCheckerDocuments, toCheckerStates } from "@/lib/checker/normalize";
import type { Lang } from "@/lib/routing/languages";
import { routeOf } from "@/lib/routing/table";
import { FIXTURE_DOCUMENTS, FIXTURE_STATES } from "./fixture";

const deps = {
  documents: async (lang: Lang) => toCheckerDocuments(FIXTURE_DOCUMENTS[lang]),
  states: async () => toCheckerStates(FIXTURE_STATES),
};
const none = { documents: async () => [], states: async () => new Map() };

const get = (query: string, method = "GET") =>
  handleCheckerRequest(new Request(`http://site.test/api/checker?${query}`, { method }), deps);

describe("the answer's address", () => {
  it("spells the places in the language and parses back", () => {
    expect(answerPath("en", { document: "power-of-attorney", signer: "TX", use: "FL" })).toBe(
      "/can-i-notarize-online/power-of-attorney/texas/florida",
    );
    expect(answerPath("en", { document: "form-i-9", signer: "outside-us", use: "abroad" })).toBe(
      "/can-i-notarize-online/form-i-9/outside-us/abroad",
    );
    const spanish = answerPath("es", { document: "poder-legal", signer: "outside-us", use: "abroad" });
    expect(spanish).toBe("/es/puedo-notarizar-en-linea/poder-legal/fuera-de-ee-uu/extranjero");
    expect(routeOf(spanish)).toEqual({
      lang: "es",
      kind: "checkerAnswer",
      params: { document: "poder-legal", signer: "fuera-de-ee-uu", use: "extranjero" },
    });
    expect(choicesOfSegments("es", { document: "poder-legal", signer: "fuera-de-ee-uu", use: "extranjero" })).toEqual({
      document: "poder-legal",
      signer: "outside-us",
      use: "abroad",
    });
    expect(choicesOfSegments("es", { document: "x", signer: "texas", use: "nueva-york" })).toBeNull();
    // Each language's own words only.
    expect(choicesOfSegments("es", { document: "x", signer: "outside-us", use: "texas" })).toBeNull();
    expect(choicesOfSegments("en", { document: "x", signer: "texas", use: "extranjero" })).toBeNull();
    expect(routeOf("/can-i-notarize-online")).toMatchObject({ kind: "checker", lang: "en" });
    expect(routeOf("/es/puedo-notarizar-en-linea")).toMatchObject({ kind: "checker", lang: "es" });
  });
  it("reads bounded values", () => {
    const { choices, errors } = readChoices(
      new URLSearchParams({ document: "x".repeat(5000), signer: " TX ", use: "" }),
      new Set(["x"]),
    );
    expect(choices.document).toHaveLength(100);
    expect(choices.signer).toBe("TX");
    expect(errors).toEqual({ document: "invalid", use: "missing" });
  });
});

describe("GET /api/checker", () => {
  it("answers valid choices with 303 to the canonical address, in each language", async () => {
    const english = await get("document=power-of-attorney&signer=TX&use=FL");
    expect(english.status).toBe(303);
    expect(english.headers.get("location")).toBe("/can-i-notarize-online/power-of-attorney/texas/florida");
    expect(english.headers.get("cache-control")).toBe("no-store");
    const spanish = await get("lang=es&document=poder-legal&signer=outside-us&use=abroad");
    expect(spanish.status).toBe(303);
    expect(spanish.headers.get("location")).toBe("/es/puedo-notarizar-en-linea/poder-legal/fuera-de-ee-uu/extranjero");
    expect(checkerHandlerPath("es")).toBe("/api/checker?lang=es");
  });

  it("answers a missing or unknown choice with 400 and the form, the choices kept, each error beside its field", async () => {
    const response = await get("document=power-of-attorney&signer=ZZ");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<option value="power-of-attorney" selected>Power of attorney</option>');
    expect(html).toMatch(
      /<select id="checker-signer" name="signer" required aria-invalid="true" aria-describedby="checker-signer-error">/,
    );
    expect(html).toContain(
      '<p class="error" id="checker-signer-error">This choice is not one of the options. Choose again.</p>',
    );
    expect(html).toContain('<p class="error" id="checker-use-error">Choose an option.</p>');
    expect(html).not.toContain("checker-document-error");
  });

  it("keeps a valid state choice and speaks Spanish", async () => {
    const html = await (await get("lang=es&signer=FL&use=abroad")).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<input type="hidden" name="lang" value="es">');
    expect(html).toContain('<option value="FL" selected>Florida</option>');
    expect(html).toContain('<option value="abroad" selected>Otro país</option>');
    expect(html).toContain('id="checker-document-error">Elija una opción.</p>');
    // The state names of the language's documents (Carolina del Sur), in its order.
    expect(html.indexOf("Carolina del Sur")).toBeLessThan(html.indexOf("Colorado"));
  });

  it("escapes whatever was sent, and an unknown language is English", async () => {
    const response = await get(
      `lang=xx&document=${encodeURIComponent('"><script>alert(1)</script>')}&signer=TX&use=TX`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain('<html lang="en">');
  });

  it("with no documents yet: 400 saying so, never a 5xx", async () => {
    const response = await handleCheckerRequest(
      new Request("http://site.test/api/checker?document=a&signer=TX&use=TX"),
      none,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("No documents are available to check yet.");
  });

  it("HEAD has the headers and no body", async () => {
    const response = await get("signer=TX", "HEAD");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("");
  });
});
