import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { StateMessage } from "@/features/signup/state-message";
import { queryDataset } from "@/lib/sanity/bundled";
import { earlyAccessPageQuery, layoutQuery, ronStatesQuery } from "@/lib/sanity/queries";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import type { Lang } from "@/lib/routing/paths";
import { DEFAULT_SIGNUP_COPY, withDefaults, type PartialCopy, type SignupCopy } from "@/lib/signup/copy";
import { idempotencyBase } from "@/lib/signup/deliver";
import { APPLICANT_EMAIL_TEXT } from "@/lib/signup/email-text";
import { renderAdminEmail, renderApplicantEmail, type EmailContext, type StateContent } from "@/lib/signup/emails";
import { handleSignup, methodNotAllowed } from "@/lib/signup/handler";
import { SIGNUP_TEXT, wizardMessages } from "@/lib/signup/messages";
import { signupSchemaFor, toFieldIssues, type Submission } from "@/lib/signup/schema";
import { formatDay, stateMessage, toSignupStates, type StatusLabels } from "@/lib/signup/state-status";
import { stateOptions, US_STATES } from "@/lib/signup/states";
import { readDataset } from "../../support/dataset";
import { render, textOf } from "../../support/render";
import { postJson, settleConfirmations, TEST_SITE_ORIGIN, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * The wizard, the route and the applicant confirmation in Spanish. The Spanish
 * copy comes from the bundled Spanish early-access document and `ronState` names; the code's
 * own words from lib/signup/messages.ts and lib/signup/email-text.ts. No Spanish string may
 * call a notary public a "notario" (the statutes README.md names ban it in notary advertising).
 */

const BANNED = /\bnotari[oa]s?\b/i;

afterEach(() => settleConfirmations());

/** Every string a value holds, calling its functions with sample arguments (brand, counts, labels). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const samples: unknown[][] = [
      ["Notavo"],
      [1],
      [2],
      [45],
      [3600],
      [86_400],
      [172_800],
      ["Ley permanente en vigor", "1 de enero de 2030"],
      ["Notavo", "un día"],
    ];
    return samples.flatMap((args) => {
      try {
        return stringsOf((value as (...args: unknown[]) => unknown)(...args));
      } catch {
        return [];
      }
    });
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The shape of a catalogue: its keys, nested, and which are functions. */
function shapeOf(value: unknown): unknown {
  if (typeof value === "function") return "function";
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return typeof value;
}

async function spanishContent(): Promise<{
  copy: SignupCopy;
  states: RonStatesQueryResult;
  labels: StatusLabels;
  brand: string;
}> {
  const dataset = await readDataset();
  const page = (await queryDataset(dataset, earlyAccessPageQuery, { lang: "es" })) as PartialCopy<SignupCopy> | null;
  const states = (await queryDataset(dataset, ronStatesQuery, { lang: "es" })) as RonStatesQueryResult;
  const layout = (await queryDataset(dataset, layoutQuery, { lang: "es", brand: "default" })) as {
    settings: { statusLabels: StatusLabels };
    brand: { productName: string } | null;
  };
  return {
    copy: withDefaults(DEFAULT_SIGNUP_COPY, page),
    states,
    labels: layout.settings.statusLabels,
    brand: layout.brand?.productName ?? "Notavo",
  };
}

/** A runtime whose emails read the bundled content in each language, as the server's do. */
async function bundledRuntime(vars: Record<string, string> = {}) {
  const dataset = await readDataset();
  const page = async (lang: Lang) =>
    withDefaults(
      DEFAULT_SIGNUP_COPY,
      (await queryDataset(dataset, earlyAccessPageQuery, { lang })) as PartialCopy<SignupCopy> | null,
    );
  return testRuntime(
    { NEXT_PUBLIC_SITE_URL: "https://www.notavo.com", SIGNUP_ADMIN_EMAIL: "admin@example.com", ...vars },
    undefined,
    {
      formCopy: async (lang) => (await page(lang)).form,
      stateContent: async (lang): Promise<StateContent> => ({
        rows: (await queryDataset(dataset, ronStatesQuery, { lang })) as RonStatesQueryResult,
        copy: (await page(lang)).stateStatus,
      }),
      statusLabels: async (lang) =>
        (
          (await queryDataset(dataset, layoutQuery, { lang, brand: "default" })) as {
            settings: { statusLabels: StatusLabels };
          }
        ).settings.statusLabels,
    },
  );
}

type Outbox = { subject: string; to: string; text: string; html: string; idempotencyKey: string }[];
async function outbox(dir: string): Promise<Outbox> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".json"));
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as Outbox[number]),
  );
}

const parsed = (input: unknown) => signupSchemaFor("es").parse(input) as Submission;
const spanish = (role: "notary" | "client" | "contact", overrides: Record<string, unknown> = {}) =>
  sampleSubmission(role, { lang: "es", ...overrides });

describe("the signup's message catalogue", () => {
  it("has the same messages in Spanish as in English, none of them empty", () => {
    expect(shapeOf(SIGNUP_TEXT.es)).toEqual({ ...(shapeOf(SIGNUP_TEXT.en) as object), widget: expect.any(Object) });
    expect(shapeOf({ ...APPLICANT_EMAIL_TEXT.es, privacyFallback: null })).toEqual(shapeOf(APPLICANT_EMAIL_TEXT.en));
    for (const text of [...stringsOf(SIGNUP_TEXT.es), ...stringsOf(APPLICANT_EMAIL_TEXT.es)])
      expect(text.trim()).not.toBe("");
  });

  it("never says notario, notaria, notarios or notarias in Spanish", () => {
    const all = [...stringsOf(SIGNUP_TEXT.es), ...stringsOf(APPLICANT_EMAIL_TEXT.es)];
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((text) => BANNED.test(text))).toEqual([]);
    // The pattern itself catches what it must.
    for (const word of ["notario", "Notaria", "NOTARIOS", "notarias"])
      expect(BANNED.test(`un ${word} público`)).toBe(true);
    expect(BANNED.test("notary public, notarización")).toBe(false);
  });

  it("gives the wizard only its page's language (an English page carries no Spanish)", () => {
    expect(wizardMessages("en")).toEqual({ http: SIGNUP_TEXT.en.http, widget: null });
    expect(JSON.stringify(wizardMessages("en"))).not.toMatch(/[áéíóúñ¿¡]/);
    expect(wizardMessages("es").http.invalid).toBe("Revise los campos marcados.");
    expect(wizardMessages("es").widget?.label).toBe("No soy un robot");
  });

  it("says the retry wait and the recipient window in Spanish, singular and plural", () => {
    expect(SIGNUP_TEXT.es.retryIn(1)).toBe("Demasiados registros desde su red. Vuelva a intentarlo en 1 segundo.");
    expect(SIGNUP_TEXT.es.retryIn(30)).toMatch(/en 30 segundos\.$/);
    expect(SIGNUP_TEXT.es.retryIn(90)).toMatch(/en 2 minutos\.$/);
    expect(APPLICANT_EMAIL_TEXT.es.windowInWords(86_400)).toBe("un día");
    expect(APPLICANT_EMAIL_TEXT.es.windowInWords(172_800)).toBe("2 días");
    expect(APPLICANT_EMAIL_TEXT.es.windowInWords(7_200)).toBe("2 horas");
    expect(APPLICANT_EMAIL_TEXT.en.windowInWords(3_600)).toBe("an hour");
  });
});

describe("the schema in Spanish", () => {
  const issuesOf = (input: unknown, lang: Lang) => {
    const result = signupSchemaFor(lang).safeParse(input);
    return result.success ? [] : toFieldIssues(result.error, lang);
  };

  it("takes lang en or es (default en) and refuses any other, strictly", () => {
    expect(signupSchemaFor("en").parse(sampleSubmission("client")).lang).toBe("en");
    expect(parsed(spanish("client")).lang).toBe("es");
    expect(issuesOf(sampleSubmission("client", { lang: "fr" }), "en")).toEqual([
      { path: "lang", message: "Choose a language: en or es." },
    ]);
    expect(issuesOf(sampleSubmission("client", { lang: "ES" }), "es")).toEqual([
      { path: "lang", message: "Elija un idioma: en o es." },
    ]);
    expect(issuesOf(sampleSubmission("client", { lang: ["es"] }), "en").map((issue) => issue.path)).toEqual(["lang"]);
  });

  it("words every issue in Spanish", () => {
    const issues = issuesOf(
      {
        ...spanish("notary", {
          firstName: " ",
          lastName: "x".repeat(101),
          email: "not-an-email",
          commissionState: "ZZ",
          priorityListing: "yes",
          id: "nope",
        }),
        isAdmin: true,
      },
      "es",
    );
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      id: "Falta el identificador del registro o no es válido.",
      firstName: "Escriba su nombre.",
      lastName: "Use como máximo 100 caracteres.",
      email: "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
      commissionState: "Elija una de las opciones de la lista.",
      priorityListing: "Debe ser verdadero o falso.",
      isAdmin: "Campo desconocido.",
    });
    expect(issuesOf({ ...spanish("notary"), role: "admin" }, "es")).toEqual([
      { path: "role", message: "Elija un perfil: notary, client o contact." },
    ]);
    expect(issuesOf(spanish("contact", { email: "" }), "es")).toEqual([
      { path: "email", message: "Escriba su correo electrónico." },
    ]);
    expect(issuesOf(spanish("contact", { lastName: 7 }), "es")).toEqual([
      { path: "lastName", message: "Debe ser texto." },
    ]);
  });

  it("keeps the English schema's messages as they were", () => {
    expect(issuesOf(sampleSubmission("notary", { firstName: "" }), "en")).toEqual([
      { path: "firstName", message: "Enter your first name." },
    ]);
  });
});

describe("POST /api/signup in Spanish", () => {
  const request = (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(`${TEST_SITE_ORIGIN}${url}`, {
      method: "POST",
      ...init,
      headers: {
        "content-type": "application/json",
        origin: TEST_SITE_ORIGIN,
        "x-forwarded-for": "198.51.100.9",
        ...init.headers,
      },
    });

  it("answers a Spanish submission's mistakes in Spanish (422, every issue)", async () => {
    const runtime = await testRuntime();
    const response = await handleSignup(
      postJson(spanish("client", { email: "nope", industry: "pirate" })),
      runtime.deps,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Revise los campos marcados.",
      issues: [
        { path: "email", message: "Escriba un correo electrónico válido, como nombre@ejemplo.com." },
        { path: "industry", message: "Elija una de las opciones de la lista." },
      ],
      issueCount: 2,
    });
  });

  it("answers before the body is read in the address's ?lang= (413, 415, 400, 403, 405), never by Accept-Language", async () => {
    const runtime = await testRuntime();
    const es = SIGNUP_TEXT.es.http;
    const cases: [Request, number, string][] = [
      [
        request("/api/signup?lang=es", { headers: { "content-type": "text/plain" }, body: "{}" }),
        415,
        es.unsupportedType,
      ],
      [request("/api/signup?lang=es", { body: JSON.stringify({ blob: "x".repeat(70_000) }) }), 413, es.tooLarge],
      [request("/api/signup?lang=es", { body: "{not json" }), 400, es.malformed],
      [request("/api/signup?lang=es", { body: "[1]" }), 400, es.malformed],
      [
        request("/api/signup?lang=es", { headers: { origin: "https://evil.example" }, body: "{}" }),
        403,
        es.foreignOrigin,
      ],
      // The body's own lang wins once it is read, and a missing token is refused in it.
      [
        request("/api/signup?lang=en", { body: JSON.stringify({ ...spanish("contact"), challenge: undefined }) }),
        403,
        es.verification,
      ],
      [
        request("/api/signup", { headers: { "accept-language": "es-US,es;q=0.9" }, body: "{not json" }),
        400,
        SIGNUP_TEXT.en.http.malformed,
      ],
      [request("/api/signup?lang=xx", { body: "{not json" }), 400, SIGNUP_TEXT.en.http.malformed],
    ];
    for (const [req, status, error] of cases) {
      const response = await handleSignup(req, runtime.deps);
      expect(response.status, error).toBe(status);
      expect((await response.json()).error).toBe(error);
    }
    const get = methodNotAllowed(new Request(`${TEST_SITE_ORIGIN}/api/signup?lang=es`));
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: es.methodNotAllowed });
    expect(
      await methodNotAllowed(
        new Request(`${TEST_SITE_ORIGIN}/api/signup`, { headers: { "accept-language": "es" } }),
      ).json(),
    ).toEqual({ error: SIGNUP_TEXT.en.http.methodNotAllowed });
  });

  it("says a rate limit and a spent token in Spanish; the limit is the same for both languages", async () => {
    const runtime = await testRuntime({ SIGNUP_RATE_LIMIT: "2" });
    const token = await tokenFor(runtime);
    const first = spanish("contact");
    expect((await handleSignup(postJson({ ...first, challenge: token }), runtime.deps)).status).toBe(200);
    // The same token for another submission: spent.
    const replay = await handleSignup(postJson({ ...spanish("contact"), challenge: token }), runtime.deps);
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({ error: "Complete la verificación de seguridad." });
    // One English, then one Spanish: the second language shares the first's budget of two.
    expect(
      (
        await handleSignup(
          postJson({ ...sampleSubmission("contact"), challenge: await tokenFor(runtime) }),
          runtime.deps,
        )
      ).status,
    ).toBe(200);
    const limited = await handleSignup(
      postJson({ ...spanish("contact"), challenge: await tokenFor(runtime) }),
      runtime.deps,
    );
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(
      /^Demasiados registros desde su red\. Vuelva a intentarlo en \d+ (segundos?|minutos?)\.$/,
    );
  });

  it("the same submission id sent from both wizards is one signup: one admin email, one confirmation (the first's language)", async () => {
    const runtime = await bundledRuntime();
    const english = sampleSubmission("notary", { commissionState: "TX" });
    const base = idempotencyBase(parsed({ ...english, lang: "es" }));
    expect(idempotencyBase(signupSchemaFor("en").parse(english))).toBe(base);
    expect(
      (await handleSignup(postJson({ ...english, challenge: await tokenFor(runtime) }), runtime.deps)).status,
    ).toBe(200);
    expect(
      (await handleSignup(postJson({ ...english, lang: "es", challenge: await tokenFor(runtime) }), runtime.deps))
        .status,
    ).toBe(200);
    await settleConfirmations();
    const sent = await outbox(runtime.outboxDir);
    expect(sent.map((message) => message.idempotencyKey).sort()).toEqual([`${base}-admin`, `${base}-applicant`]);
    expect(sent.find((message) => message.to === english.email)?.subject).toBe(
      "You're on the Notavo early-access list",
    );
  });

  it("sends a Spanish signup's confirmation in Spanish and tells the admin, in English, which site it came from", async () => {
    const runtime = await bundledRuntime();
    const submission = spanish("notary", { commissionState: "TX", firstName: "María", lastName: "Delgado" });
    expect(
      (await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps)).status,
    ).toBe(200);
    await settleConfirmations();
    const sent = await outbox(runtime.outboxDir);
    const admin = sent.find((message) => message.to === "admin@example.com");
    const applicant = sent.find((message) => message.to === submission.email);
    expect(admin?.subject).toBe("[Notavo] New NOTARY signup: María Delgado");
    expect(admin?.text).toContain("Site language: Spanish (/es/acceso-anticipado)");
    expect(admin?.text).toContain("State of commission: Texas (TX)");
    expect(admin?.text).toContain("State RON status shown: Permanent law in force");
    expect(admin?.html).toMatch(/<html[^>]* lang="en"/);
    expect(applicant?.subject).toBe("Está en la lista de acceso anticipado de Notavo");
    expect(applicant?.html).toMatch(/<html[^>]* lang="es"/);
    // Plain text writes headings in capitals.
    expect(applicant?.text).toContain("NOTARIZACIÓN REMOTA EN TEXAS");
    expect(applicant?.html).toContain("Notarización remota en Texas");
    expect(applicant?.text).toContain(
      "Situación legal: Ley permanente en vigor (en vigor desde el 1 de julio de 2018).",
    );
    expect(applicant?.text).toContain("aviso de privacidad (https://www.notavo.com/es/privacidad)");
    expect(applicant?.text).not.toContain("María");
  });
});

describe("past the global level, in Spanish", () => {
  it("the digest (English) names the Spanish site; the deferred confirmation is in Spanish, an English one in English", async () => {
    const runtime = await bundledRuntime({ SIGNUP_GLOBAL_RATE_LIMIT: "1" });
    const first = sampleSubmission("client");
    const es = spanish("contact");
    const en = sampleSubmission("client");
    for (const [index, submission] of [first, es, en].entries()) {
      const response = await handleSignup(
        postJson({ ...submission, challenge: await tokenFor(runtime) }, { "x-forwarded-for": `198.18.${index}.1` }),
        runtime.deps,
      );
      expect(response.status).toBe(200);
    }
    await settleConfirmations();
    expect(await runtime.deps.deferred.size("confirm")).toBe(2);
    await runtime.drainer.tick({ all: true });
    const sent = await outbox(runtime.outboxDir);
    const digest = sent.find((message) => message.subject.includes("digest"));
    expect(digest?.subject).toBe("[Notavo] Signup digest: 2 new signups");
    expect(digest?.text).toContain("Site language: Spanish (/es/acceso-anticipado)");
    expect(digest?.text.match(/Site language/g)).toHaveLength(1);
    expect(sent.find((message) => message.to === es.email)?.subject).toBe("Recibimos su mensaje para Notavo");
    expect(sent.find((message) => message.to === en.email)?.subject).toBe("You're on the Notavo early-access list");
  });
});

describe("the applicant confirmation in Spanish", () => {
  const base = {
    from: "Early Access <ea@example.com>",
    adminEmail: "admin@example.com",
    brand: "Notavo",
    recipientWindowSeconds: 86_400,
  } satisfies EmailContext;

  async function spanishContext(overrides: Partial<EmailContext> = {}): Promise<EmailContext> {
    const content = await spanishContent();
    return {
      ...base,
      lang: "es",
      privacy: {
        note: content.copy.form.confirmationPrivacyNote,
        label: content.copy.form.privacyLinkLabel,
        url: "https://www.notavo.com/es/privacidad",
      },
      states: { rows: content.states, copy: content.copy.stateStatus },
      statusLabels: content.labels,
      ...overrides,
    };
  }

  it.each([
    ["notary", "Está en la lista de acceso anticipado de Notavo", "Recibimos su solicitud de acceso anticipado"],
    ["client", "Está en la lista de acceso anticipado de Notavo", "Recibimos su solicitud de acceso anticipado"],
    ["contact", "Recibimos su mensaje para Notavo", "Mensaje recibido"],
  ] as const)(
    '%s: Spanish subject on one line, lang="es", Spanish text and HTML, no banned word',
    async (role, subject, heading) => {
      const message = await renderApplicantEmail(
        parsed(spanish(role, role === "notary" ? { commissionState: "CA" } : {})),
        await spanishContext(),
      );
      expect(message.subject).toBe(subject);
      expect(message.subject).not.toMatch(/[\r\n]/);
      expect(message.html).toMatch(/^<!DOCTYPE[^>]*><html[^>]* lang="es"/i);
      const html = textOf(message.html.replaceAll("<!-- -->", ""));
      for (const text of [message.text, html]) {
        expect(text.toLowerCase()).toContain(heading.toLowerCase());
        expect(text).toContain("Si fue usted:");
        expect(text).toContain("Si no fue usted:");
        expect(text).toContain(
          "Enviamos como máximo una de estas confirmaciones a cada dirección en un plazo de un día.",
        );
        expect(text).toContain("Consulte nuestro aviso de privacidad (https://www.notavo.com/es/privacidad)");
        expect(text).not.toMatch(BANNED);
        expect(text).not.toMatch(/If this was you|privacy notice/);
      }
      if (role === "notary") {
        // California: law passed, in force from a date, in Spanish words and a Spanish date.
        expect(html).toContain("Notarización remota en California");
        expect(message.text).toMatch(
          /Situación legal: Ley aprobada, aún no vigente \(en vigor desde el \d{1,2} de [a-z]+ de \d{4}\)\./,
        );
      } else {
        expect(message.text).not.toContain("Situación legal");
      }
    },
  );

  it("escapes the HTML (a brand from content with markup stays text)", async () => {
    const message = await renderApplicantEmail(
      parsed(spanish("client")),
      await spanishContext({ brand: `<b>Notavo</b> & "Co"` }),
    );
    expect(message.html).not.toContain("<b>Notavo</b>");
    expect(message.html).toContain("&lt;b&gt;Notavo&lt;/b&gt; &amp;");
    expect(message.subject).toBe(`Está en la lista de acceso anticipado de <b>Notavo</b> & "Co"`);
  });

  it("falls back to lib/states/status.ts's label and a Spanish privacy line when content gives none", async () => {
    const message = await renderApplicantEmail(
      parsed(spanish("notary", { commissionState: "TX" })),
      await spanishContext({ statusLabels: null, privacy: undefined }),
    );
    expect(message.text).toContain("Situación legal: Permanent law in force");
    expect(message.text).toMatch(/Consulte nuestro aviso de privacidad \(https?:\/\/[^)]+\/es\/privacidad\)/);
  });

  it("an English signup's confirmation and admin email are as they were (no site-language row)", async () => {
    const submission = signupSchemaFor("en").parse(sampleSubmission("client"));
    const applicant = await renderApplicantEmail(submission, base);
    expect(applicant.html).toMatch(/<html[^>]* lang="en"/);
    expect(applicant.text).toContain("If this wasn't you: someone else typed your address.");
    expect((await renderAdminEmail(submission, { ...base, submittedAt: new Date() })).text).not.toContain(
      "Site language",
    );
  });
});

describe("the wizard's state choices and messages in Spanish", () => {
  it("names the states in Spanish, sorted as Spanish sorts them; English keeps its list", async () => {
    const { states } = await spanishContent();
    const options = stateOptions("es", toSignupStates(states));
    expect(options).toHaveLength(50);
    expect(new Set(options.map(([code]) => code))).toEqual(new Set(US_STATES.map(([code]) => code)));
    const names = options.map(([, name]) => name);
    expect(names).toContain("Nueva York");
    expect(names).toContain("Carolina del Norte");
    expect(names.indexOf("Carolina del Norte")).toBeLessThan(names.indexOf("Colorado"));
    expect(stateOptions("en", toSignupStates(states))).toEqual(US_STATES.map(([code, name]) => [code, name]));
    // A state the content lacks keeps its English name.
    expect(stateOptions("es", []).find(([code]) => code === "NY")?.[1]).toBe("New York");
  });

  it("writes dates the Spanish way (es-US) and fills the Spanish copy", async () => {
    expect(formatDay("2030-01-01", "es")).toBe("1 de enero de 2030");
    expect(formatDay("2030-01-01")).toBe("January 1, 2030");
    const { copy, states } = await spanishContent();
    const california = toSignupStates(states).find((state) => state.code === "CA");
    expect(california).toBeDefined();
    const shown = stateMessage(
      { ...california!, status: "enacted", effectiveDate: "2030-01-01" },
      copy.stateStatus,
      "es",
    );
    expect(shown.message).toBe(
      "California ya aprobó una ley de RON (entrada en vigor: 1 de enero de 2030). Regístrese ahora y le avisaremos cuando entre en vigor.",
    );
    const html = render(
      <StateMessage
        code="CA"
        states={[{ ...california!, status: "enacted", effectiveDate: "2030-01-01" }]}
        copy={copy.stateStatus}
        lang="es"
      />,
    );
    expect(textOf(html)).toContain("1 de enero de 2030");
    for (const status of ["permanent", "enacted", "temporary", "ipen", "none"] as const) {
      const all = stateMessage({ ...california!, status, unverified: true }, copy.stateStatus, "es");
      expect(JSON.stringify(all)).not.toMatch(BANNED);
    }
  });
});
