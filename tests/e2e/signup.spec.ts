import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { earlyAccessPath, generalPath, LANGUAGES, LANGUAGE_INFO, type Lang } from "@/lib/routing/paths";
import { E2E_ADMIN_EMAIL, E2E_RESEND_URL } from "../support/e2e-env";
import type { FakeMessage } from "../support/fake-resend";
import { bannedWordsIn } from "../support/spanish";

/*
 * The early-access wizard end to end: Chromium, the production build, and a real local
 * HTTP server standing in for Resend (the server's RESEND_BASE_URL points at it).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function messages(filter: (message: FakeMessage) => boolean): Promise<FakeMessage[]> {
  const response = await fetch(`${E2E_RESEND_URL}/__messages`);
  return ((await response.json()) as FakeMessage[]).filter(filter);
}

/** The messages of one applicant, in the order the fake accepted them. */
async function messagesFor(email: string): Promise<FakeMessage[]> {
  return messages((message) => message.to.includes(email) || message.replyTo.includes(email));
}

/** The wizard's words in each language (the bundled early-access pages), for the tests that run in both. */
const WIZARD = {
  en: {
    optional: "optional",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    challengeComplete: "Security check complete.",
    roles: { client: /I need documents notarized/, contact: /Contact us/ },
    contactHeading: "Contact us",
    getAccess: /Get Early Access/,
    sendMessage: /Send Message/,
    thanks: "You're on the list!",
    messageSent: "Message sent",
  },
  es: {
    optional: "opcional",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    challengeComplete: "Verificación de seguridad completada.",
    roles: { client: /Necesito notarizar documentos/, contact: /Contáctenos/ },
    contactHeading: "Contáctenos",
    getAccess: /Solicitar acceso/,
    sendMessage: /Enviar mensaje/,
    thanks: "¡Ya está en la lista!",
    messageSent: "Mensaje enviado",
  },
} as const;

async function openRole(page: Page, role: RegExp, lang: Lang = "en") {
  await page.goto(earlyAccessPath(lang));
  await page.getByRole("button", { name: role }).click();
}

/** A text field by its label ("Phone" matches "Phone (optional)", never the "Phone call" option), in the page's language. */
const textbox = (page: Page, label: string, lang: Lang = "en") =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(${WIZARD[lang].optional}\\))?$`) });

const submitButton = (page: Page, name: RegExp = /Get Early Access|Send Message/) => page.getByRole("button", { name });

async function fillCommon(page: Page, person: { first: string; last: string; email: string }, lang: Lang = "en") {
  await textbox(page, WIZARD[lang].firstName, lang).fill(person.first);
  await textbox(page, WIZARD[lang].lastName, lang).fill(person.last);
  await textbox(page, WIZARD[lang].email, lang).fill(person.email);
}

async function waitForChallenge(page: Page, lang: Lang = "en") {
  await expect(page.locator("#signup-challenge-status")).toHaveText(WIZARD[lang].challengeComplete, {
    timeout: 20_000,
  });
}

/** The admin email (in English) names the site a signup came from when it is not the English one. */
const siteLanguageLines = (lang: Lang) =>
  lang === "en" ? [] : [`Site language: ${LANGUAGE_INFO[lang].title} (${earlyAccessPath(lang)})`];

/** The applicant's confirmation: its subject, and in Spanish its language, its privacy line and none of the banned words (tests/support/spanish.ts). */
function expectConfirmation(applicant: FakeMessage | undefined, lang: Lang, subject: string) {
  expect(applicant?.subject).toBe(subject);
  if (lang !== "es") return;
  expect(applicant?.html).toMatch(/<html[^>]* lang="es"/);
  expect(applicant?.text).toContain("Si no fue usted:");
  expect(applicant?.text).toMatch(
    new RegExp(`aviso de privacidad \\(https?://[^)]+${generalPath("es", "privacidad")}\\)`),
  );
  expect(bannedWordsIn(applicant?.text ?? "")).toEqual([]);
  expect(bannedWordsIn(applicant?.html ?? "")).toEqual([]);
}

/** The client form in each language: who signs up, the choices' words, and the confirmation. */
const CLIENT = {
  en: {
    person: { first: "Ada", last: "Lovelace" },
    business: "Engines",
    businessName: "Business name",
    industry: ["Industry", "Title / escrow"],
    uses: ["Expected use", ["Real estate", "Personal"]],
    discounted: /discounted early-access pricing/,
    confirmation: { subject: "You're on the Notavo early-access list", says: [] },
  },
  es: {
    person: { first: "José", last: "Ramírez" },
    business: "Títulos",
    businessName: "Nombre de la empresa",
    industry: ["Sector", "Títulos / escrow"],
    uses: ["Uso previsto", ["Bienes raíces", "Personal"]],
    discounted: /precios con descuento del acceso anticipado/,
    confirmation: {
      subject: "Está en la lista de acceso anticipado de Notavo",
      says: ["Alguien solicitó acceso anticipado a la notarización en línea de Notavo"],
    },
  },
} as const;

/**
 * The contact form in each language: who writes, the message, the choices' words, and the confirmation.
 * A text message is asked for and the consent to calls and texts left unticked: everything then says the answer comes by email.
 */
const CONTACT = {
  en: {
    person: { first: "Alan", last: "Turing" },
    messageLabel: "Message",
    message: (id: string) => `We close 40 loans a month.\nCan you help? <b>${id}</b>`,
    messageInAdminText: "We close 40 loans a month.\n  Can you help?",
    choices: [
      ["Preferred contact method", "Text message"],
      ["Urgency", "As soon as possible"],
      ["Best time to contact you", "Evening (5 PM–8 PM)"],
    ],
    consentBox: /^I agree that Notavo Technologies may call me or text me/,
    thanksNote: "We'll reply by email within 24 hours on business days.",
    confirmation: {
      subject: "We received your message to Notavo",
      says: ["A member of our team will reply to this address by email within 24 hours on business days."],
    },
  },
  es: {
    person: { first: "Lucía", last: "Fernández" },
    messageLabel: "Mensaje",
    message: (id: string) => `Cerramos 40 préstamos al mes. ¿Nos ayudan? <b>${id}</b>`,
    messageInAdminText: "Cerramos 40 préstamos al mes. ¿Nos ayudan?",
    choices: [
      ["Contacto preferido", "Texto (SMS)"],
      ["Urgencia", "Lo antes posible"],
      ["Horario preferido", "Noche (5 p. m.–8 p. m.)"],
    ],
    consentBox: /^Acepto que Notavo Technologies me llame o me envíe mensajes de texto/,
    thanksNote: "Le responderemos por correo electrónico en un plazo de 24 horas en días hábiles.",
    confirmation: {
      subject: "Recibimos su mensaje para Notavo",
      says: [
        "Un miembro de nuestro equipo le responderá por correo electrónico a esta dirección en un plazo de 24 horas en días hábiles.",
      ],
    },
  },
} as const;

test.describe("the early-access wizard", () => {
  // Each test solves one or two proofs of work in the browser; give slow, shared machines room.
  test.describe.configure({ timeout: 90_000 });

  test("starts with the role choice", { tag: "@smoke" }, async ({ page }) => {
    await page.goto("/early-access");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the early-access list");
    for (const role of ["I'm a notary", "I need documents notarized", "Contact us"])
      await expect(page.getByRole("button", { name: new RegExp(role) })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Signup progress" }).locator('[aria-current="step"]'),
    ).toContainText("Choose your role");
  });

  test(
    "notary: every field reaches the admin email first, then the applicant gets a confirmation",
    { tag: "@smoke" },
    async ({ page }) => {
      const id = unique();
      const email = `notary-${id}@example.com`;
      await openRole(page, /I'm a notary/);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await fillCommon(page, { first: "Grace", last: `Hopper${id}`, email });
      await textbox(page, "Phone").fill("+1 555 010 2000");
      await page.locator("#state").selectOption("TX");
      await page.locator("#commissionState").selectOption("CA");
      await page.getByRole("group", { name: "Notary experience" }).getByLabel("1–3 years").check();
      await page.getByRole("group", { name: "X.509 certificate type" }).getByLabel("IdenTrust").check();
      await page.getByRole("group", { name: "Notary type" }).getByLabel("Traditional notary").check();
      await page.getByRole("group", { name: "Notary type" }).getByLabel("Remote online notary (RON)").check();
      await page.getByLabel(/priority listing/).check();
      await waitForChallenge(page);
      await submitButton(page, /Get Early Access/).click();

      await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      const share = page.getByRole("link", { name: "Share via Email" });
      const href = (await share.getAttribute("href")) ?? "";
      expect(href).toMatch(/^mailto:\?subject=[^&]+&body=/);
      expect(decodeURIComponent(href)).toContain("/early-access");
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

      await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
      const [admin, applicant] = await messagesFor(email);
      expect(admin?.to).toEqual([E2E_ADMIN_EMAIL]);
      expect(admin?.subject).toBe(`[Notavo] New NOTARY signup: Grace Hopper${id}`);
      for (const value of [
        "Grace",
        `Hopper${id}`,
        email,
        "+1 555 010 2000",
        "Texas (TX)",
        "California (CA)",
        "1–3 years",
        "IdenTrust",
        "Traditional notary, Remote online notary (RON)",
        "Priority listing",
        "Submitted:",
      ]) {
        expect(admin?.text, value).toContain(
          value === "Priority listing" ? "priority listing when the notary network opens: Yes" : value,
        );
      }
      expect(admin?.html).toContain(`Hopper${id}`);
      expect(applicant?.to).toEqual([email]);
      expect(applicant?.subject).toBe("You're on the Notavo early-access list");
      expect(Date.parse(admin?.receivedAt ?? "")).toBeLessThanOrEqual(Date.parse(applicant?.receivedAt ?? ""));
    },
  );

  for (const lang of LANGUAGES) {
    test(`client: every field reaches the admin email, then the confirmation in the page's language (${lang})`, async ({
      page,
    }) => {
      const { person, business, businessName, industry, uses, discounted, confirmation } = CLIENT[lang];
      const id = unique();
      const email = `client-${lang}-${id}@example.com`;
      await openRole(page, WIZARD[lang].roles.client, lang);
      await fillCommon(page, { first: person.first, last: `${person.last}${id}`, email }, lang);
      await page.locator("#state").selectOption("NY");
      await textbox(page, businessName, lang).fill(`${business} ${id} LLC`);
      await page.getByRole("group", { name: industry[0] }).getByLabel(industry[1]).check();
      for (const use of uses[1]) await page.getByRole("group", { name: uses[0] }).getByLabel(use).check();
      await page.getByLabel(discounted).check();
      await waitForChallenge(page, lang);
      await submitButton(page, WIZARD[lang].getAccess).click();
      await expect(page.getByRole("heading", { level: 1, name: WIZARD[lang].thanks })).toBeVisible();

      await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
      const [admin, applicant] = await messagesFor(email);
      expect(admin?.subject).toBe(`[Notavo] New CLIENT signup: ${person.first} ${person.last}${id}`);
      // The admin email is in English whatever the page's language: the choices too.
      for (const value of [
        email,
        "New York (NY)",
        `${business} ${id} LLC`,
        "Title / escrow",
        "Real estate, Personal",
        "pricing: Yes",
        "Phone: Not provided",
        ...siteLanguageLines(lang),
      ]) {
        expect(admin?.text, value).toContain(value);
      }
      expect(applicant?.to).toEqual([email]);
      expectConfirmation(applicant, lang, confirmation.subject);
      for (const line of confirmation.says) expect(applicant?.text).toContain(line);
    });

    test(`contact: the message reaches the admin; the thank-you promises an answer by email within 24 hours; the confirmation is in the page's language (${lang})`, async ({
      page,
    }) => {
      const { person, messageLabel, message, messageInAdminText, choices, consentBox, thanksNote, confirmation } =
        CONTACT[lang];
      const id = unique();
      const email = `contact-${lang}-${id}@example.com`;
      await openRole(page, WIZARD[lang].roles.contact, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(WIZARD[lang].contactHeading);
      await fillCommon(page, { first: person.first, last: `${person.last}${id}`, email }, lang);
      await textbox(page, messageLabel, lang).fill(message(id));
      for (const [group, choice] of choices) await page.getByRole("group", { name: group }).getByLabel(choice).check();
      // A text message asks for consent to calls and texts: shown, never ticked in advance, left so.
      await expect(page.getByRole("checkbox", { name: consentBox })).not.toBeChecked();
      await waitForChallenge(page, lang);
      await submitButton(page, WIZARD[lang].sendMessage).click();
      await expect(page.getByRole("heading", { level: 1, name: WIZARD[lang].messageSent })).toBeVisible();
      await expect(page.getByText(thanksNote)).toBeVisible();

      await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
      const [admin, applicant] = await messagesFor(email);
      expect(admin?.subject).toBe(`[Notavo] New CONTACT signup: ${person.first} ${person.last}${id}`);
      // The admin email is in English whatever the page's language: the choices too.
      for (const value of [
        messageInAdminText,
        `<b>${id}</b>`,
        "Text message",
        "As soon as possible",
        "Evening (5 PM–8 PM)",
        "Calls and texts: No consent: do not call or text; reply by email only",
        ...siteLanguageLines(lang),
      ])
        expect(admin?.text, value).toContain(value);
      expect(admin?.html).toContain(`&lt;b&gt;${id}&lt;/b&gt;`);
      expectConfirmation(applicant, lang, confirmation.subject);
      for (const line of confirmation.says) expect(applicant?.text).toContain(line);
      // The confirmation does not repeat the message.
      expect(applicant?.text).not.toContain(id);
    });
  }

  test("a refused admin email shows the provider message, keeps the form, and sends no applicant email", async ({
    page,
  }) => {
    const id = unique();
    const email = `refuse-admin-${id}@example.com`;
    await openRole(page, /I'm a notary/);
    await fillCommon(page, { first: "Refused", last: id, email });
    await textbox(page, "Phone").fill("555-0100");
    await waitForChallenge(page);
    await submitButton(page).click();
    const error = page.locator("#signup-error");
    await expect(error).toHaveText("Failed to send email. Please try again or contact support.");
    await expect(error).toHaveAttribute("aria-live", "assertive");
    await expect(error).toHaveClass(/text-red-700/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early access for notaries");
    await expect(textbox(page, "First name")).toHaveValue("Refused");
    await expect(textbox(page, "Email")).toHaveValue(email);
    await expect(textbox(page, "Phone")).toHaveValue("555-0100");
    // A fresh challenge is solved for the retry.
    await waitForChallenge(page);
    await expect(submitButton(page)).toBeEnabled();
    expect(await messagesFor(email)).toEqual([]);
  });

  test("an admin email the provider takes but never answers: 'may have been sent', the form kept, and the retry sends nothing twice", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const email = `hang-admin-${id}@example.com`;
    await openRole(page, /I'm a notary/);
    await fillCommon(page, { first: "Patient", last: id, email });
    await textbox(page, "Phone").fill("555-0101");
    await waitForChallenge(page);
    await submitButton(page).click();
    // The route's budget for the admin email is 10 s, well inside the wizard's 30 s.
    const error = page.locator("#signup-error");
    await expect(error).toHaveText(/can't confirm your signup went through\. It may have\./, { timeout: 25_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early access for notaries");
    await expect(textbox(page, "First name")).toHaveValue("Patient");
    await expect(textbox(page, "Email")).toHaveValue(email);
    await expect(textbox(page, "Phone")).toHaveValue("555-0101");
    // The provider did take it: one admin message, no confirmation yet.
    expect((await messagesFor(email)).map((message) => message.to)).toEqual([[E2E_ADMIN_EMAIL]]);
    // Trying again (a fresh challenge, the same submission) is answered at once and sends nothing twice.
    await waitForChallenge(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
    const messages = await messagesFor(email);
    expect(messages.filter((message) => message.to.includes(E2E_ADMIN_EMAIL))).toHaveLength(1);
    expect(messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  test("a refused applicant email still shows the thank-you screen", async ({ page }) => {
    const id = unique();
    const email = `refuse-applicant-${id}@example.com`;
    await openRole(page, /I need documents notarized/);
    await fillCommon(page, { first: "Only", last: `Admin${id}`, email });
    await waitForChallenge(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
    await expect
      .poll(async () => (await messagesFor(email)).map((message) => message.to[0]))
      .toEqual([E2E_ADMIN_EMAIL]);
  });

  test("a network failure keeps everything typed; the retry sends each email once", async ({ page }) => {
    const id = unique();
    const email = `network-${id}@example.com`;
    await openRole(page, /Contact us/);
    await fillCommon(page, { first: "Net", last: `Work${id}`, email });
    await textbox(page, "Message").fill("Offline for a moment");
    await page.getByRole("group", { name: "Urgency" }).getByLabel("High").check();
    await waitForChallenge(page);
    await page.route("**/api/signup", (route) => route.abort("internetdisconnected"));
    await submitButton(page).click();
    await expect(page.locator("#signup-error")).toHaveText("Something went wrong. Please try again.");
    await expect(textbox(page, "Message")).toHaveValue("Offline for a moment");
    await expect(page.getByRole("group", { name: "Urgency" }).getByLabel("High")).toBeChecked();
    await expect(textbox(page, "Last name")).toHaveValue(`Work${id}`);

    await page.unroute("**/api/signup");
    await waitForChallenge(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message sent" })).toBeVisible();
    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
  });

  test("a lost response: the server delivered, the browser saw nothing; the retry shows thanks without new emails", async ({
    page,
  }) => {
    const id = unique();
    const email = `lost-${id}@example.com`;
    await openRole(page, /I'm a notary/);
    await fillCommon(page, { first: "Lost", last: `Reply${id}`, email });
    await waitForChallenge(page);
    // The request reaches the server, but its answer never reaches the page.
    await page.route("**/api/signup", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await submitButton(page).click();
    await expect(page.locator("#signup-error")).toHaveText("Something went wrong. Please try again.");
    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
    await page.unroute("**/api/signup");
    await waitForChallenge(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
    expect(await messagesFor(email)).toHaveLength(2);
  });

  test("gating: the button waits for both names, the email and the solved challenge", async ({ page }) => {
    let releaseChallenge: () => void = () => undefined;
    const challengeHeld = new Promise<void>((resolve) => {
      releaseChallenge = resolve;
    });
    await page.route("**/api/challenge", async (route) => {
      await challengeHeld;
      await route.continue();
    });
    await openRole(page, /I'm a notary/);
    const button = submitButton(page, /Get Early Access/);
    await expect(button).toBeDisabled();
    await expect(
      page.getByText("Enter your first name, last name and email, and let the security check finish."),
    ).toBeVisible();

    await textbox(page, "First name").fill("  ");
    await textbox(page, "Last name").fill("Doe");
    await textbox(page, "Email").fill("jane@example.com");
    await expect(button).toBeDisabled();
    await textbox(page, "First name").fill("Jane");
    // All fields filled, but the challenge is still being fetched.
    await expect(button).toBeDisabled();
    releaseChallenge();
    await waitForChallenge(page);
    await expect(button).toBeEnabled();
    await textbox(page, "Email").fill(" ");
    await expect(button).toBeDisabled();
  });

  test("required fields carry an asterisk; email and phone use their input types; every field is labelled", async ({
    page,
  }) => {
    for (const role of [/I'm a notary/, /I need documents notarized/, /Contact us/]) {
      await openRole(page, role);
      for (const [id, label] of [
        ["firstName", "First name"],
        ["lastName", "Last name"],
        ["email", "Email"],
      ] as const) {
        await expect(page.locator(`label[for="${id}"]`)).toHaveText(`${label}*`);
        await expect(textbox(page, label)).toHaveAttribute("required", "");
      }
      await expect(page.locator('label[for="phone"]')).toHaveText("Phone (optional)");
      await expect(textbox(page, "Email")).toHaveAttribute("type", "email");
      await expect(textbox(page, "Phone")).toHaveAttribute("type", "tel");
      const stateOptions = page.locator("#state").locator("option");
      await expect(stateOptions).toHaveCount(51);
      await expect(page.locator("#state").locator('option[value="DC"]')).toHaveCount(0);
      const unlabelled = await page
        .locator("form input, form select, form textarea")
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) => element.getAttribute("type") !== "hidden" && !(element as HTMLInputElement).labels?.length,
            )
            .map((element) => element.outerHTML),
        );
      expect(unlabelled).toEqual([]);
    }
  });

  test("choosing a role clears every field; Back returns to the choice", async ({ page }) => {
    await openRole(page, /I'm a notary/);
    await fillCommon(page, { first: "Jane", last: "Doe", email: "jane@example.com" });
    await page.getByLabel(/priority listing/).check();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the early-access list");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await page.getByRole("button", { name: /I'm a notary/ }).click();
    for (const label of ["First name", "Last name", "Email"]) await expect(textbox(page, label)).toHaveValue("");
    await expect(page.getByLabel(/priority listing/)).not.toBeChecked();
    await textbox(page, "First name").fill("Carry");
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: /Contact us/ }).click();
    await expect(textbox(page, "First name")).toHaveValue("");
    await expect(submitButton(page, /Send Message/)).toBeVisible();
  });

  test("submitting shows a loading state and cannot be sent twice", async ({ page }) => {
    const id = unique();
    const email = `double-${id}@example.com`;
    let posts = 0;
    // Hold the request until both extra clicks have landed, however slow the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/signup", async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await openRole(page, /I need documents notarized/);
    await fillCommon(page, { first: "Double", last: `Click${id}`, email });
    await waitForChallenge(page);
    // Two clicks in a row: the second lands while the first is being sent.
    await submitButton(page, /Get Early Access/).dblclick();
    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await sending.click({ force: true });
    release();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
    expect(posts).toBe(1);
    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
  });

  test("an email the schema rejects is marked on its field before anything is sent", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/signup")) posts += 1;
    });
    await openRole(page, /I'm a notary/);
    await fillCommon(page, { first: "Bad", last: "Email", email: "not-an-email" });
    await waitForChallenge(page);
    await submitButton(page).click();
    const email = textbox(page, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(/valid email address/);
    await expect(page.locator("#signup-error")).toHaveText("Please check the highlighted fields.");
    expect(posts).toBe(0);
  });

  test("a challenge that takes longer than usual says so, visibly and in the live region, and needs no new challenge", async ({
    page,
  }) => {
    let releaseChallenge: () => void = () => undefined;
    const challengeHeld = new Promise<void>((resolve) => {
      releaseChallenge = resolve;
    });
    let fetched = 0;
    await page.route("**/api/challenge", async (route) => {
      fetched += 1;
      await challengeHeld;
      await route.continue();
    });
    await openRole(page, /I'm a notary/);
    const status = page.locator("#signup-challenge-status");
    await expect(status).toHaveText(/taking longer than usual/, { timeout: 15_000 });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute("role", "status");
    releaseChallenge();
    await waitForChallenge(page);
    expect(fetched).toBe(1);
  });

  test("a challenge that cannot load says so and can be retried", async ({ page }) => {
    await page.route("**/api/challenge", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await openRole(page, /Contact us/);
    await expect(page.getByRole("status").filter({ hasText: "The security check could not finish." })).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute("**/api/challenge");
    await page.getByRole("button", { name: "Try again" }).click();
    await waitForChallenge(page);
  });

  test("works with the keyboard alone", async ({ page }) => {
    const id = unique();
    const email = `keys-${id}@example.com`;
    await page.goto("/early-access");
    await page.getByRole("button", { name: /Contact us/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(textbox(page, "First name")).toBeFocused();
    await page.keyboard.type("Key");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`Board${id}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await waitForChallenge(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Message sent" })).toBeFocused();
    await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
  });

  test("has no accessibility violations on any step", async ({ page }) => {
    await page.goto("/early-access");
    const scan = async () =>
      (await new AxeBuilder({ page }).include("main").analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(await scan()).toEqual([]);
    for (const role of [/I'm a notary/, /I need documents notarized/, /Contact us/]) {
      await page.getByRole("button", { name: role }).click();
      await waitForChallenge(page);
      expect(await scan()).toEqual([]);
      await page.getByRole("button", { name: "Back" }).click();
    }
    const id = unique();
    await page.getByRole("button", { name: /I'm a notary/ }).click();
    await fillCommon(page, { first: "Axe", last: id, email: `axe-${id}@example.com` });
    await waitForChallenge(page);
    await submitButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
