import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_RESEND_URL } from "../support/e2e-env";
import type { FakeMessage } from "../support/fake-resend";

/*
 * The Spanish wizard end to end: /es/acceso-anticipado in Chromium against the
 * production build, the emails through the local stand-in for Resend. The notary signs up with
 * Spanish states, status messages and confirmation; the server's own validation error shows
 * inline in Spanish. The client and contact forms run in every language in signup.spec.ts.
 */

const BANNED = /\bnotari[oa]s?\b/i;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function messagesFor(email: string): Promise<FakeMessage[]> {
  const response = await fetch(`${E2E_RESEND_URL}/__messages`);
  return ((await response.json()) as FakeMessage[]).filter(
    (message) => message.to.includes(email) || message.replyTo.includes(email),
  );
}

async function openRole(page: Page, role: RegExp) {
  await page.goto("/es/acceso-anticipado");
  await page.getByRole("button", { name: role }).click();
}

/** A text field by its Spanish label ("Teléfono" matches "Teléfono (opcional)"). */
const textbox = (page: Page, label: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(opcional\\))?$`) });

async function fillCommon(page: Page, person: { first: string; last: string; email: string }) {
  await textbox(page, "Nombre").fill(person.first);
  await textbox(page, "Apellido").fill(person.last);
  await textbox(page, "Correo electrónico").fill(person.email);
}

async function waitForChallenge(page: Page) {
  await expect(page.locator("#signup-challenge-status")).toHaveText("Verificación de seguridad completada.", {
    timeout: 20_000,
  });
}

/** The wizard's POSTs, whatever their query string. */
const isSignupPost = (url: URL) => url.pathname === "/api/signup";

function expectSpanishConfirmation(applicant: FakeMessage | undefined, subject: string) {
  expect(applicant?.subject).toBe(subject);
  expect(applicant?.html).toMatch(/<html[^>]* lang="es"/);
  expect(applicant?.text).toContain("Si no fue usted:");
  expect(applicant?.text).toMatch(/aviso de privacidad \(https?:\/\/[^)]+\/es\/privacidad\)/);
  expect(applicant?.text).not.toMatch(BANNED);
  expect(applicant?.html).not.toMatch(BANNED);
}

test.describe("the Spanish early-access wizard", () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    "notary: Spanish states and status message, Spanish thank-you, Spanish confirmation; the admin email in English names the site",
    { tag: "@smoke" },
    async ({ page }) => {
      const id = unique();
      const email = `es-notary-${id}@example.com`;
      let posted: { url: string; body: Record<string, unknown> } | null = null;
      page.on("request", (request) => {
        if (request.method() === "POST" && isSignupPost(new URL(request.url())))
          posted = { url: request.url(), body: request.postDataJSON() as Record<string, unknown> };
      });
      await page.goto("/es/acceso-anticipado");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Únase a la lista de acceso anticipado");
      await page.getByRole("button", { name: /Soy notary public/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Acceso anticipado para notary public" })).toBeFocused();

      // The selects name the states in Spanish, sorted the Spanish way.
      const names = await page.locator("#commissionState option").allTextContents();
      expect(names).toHaveLength(51);
      expect(names).toContain("Nueva York");
      expect(names.indexOf("Carolina del Norte")).toBeLessThan(names.indexOf("Colorado"));
      await expect(page.locator("#state option", { hasText: "Luisiana" })).toHaveCount(1);

      await fillCommon(page, { first: "María", last: `Delgado${id}`, email });
      await page.locator("#state").selectOption("NY");
      await page.locator("#commissionState").selectOption("CA");
      const message = page.locator("#commissionState-status");
      await expect(message).toContainText(
        /^California ya aprobó una ley de RON \(entrada en vigor: \d{1,2} de [a-z]+ de \d{4}\)/,
      );
      await page.locator("#commissionState").selectOption("TX");
      await expect(message).toContainText("Texas autoriza la notarización remota en línea. Esto es lo que necesitará:");
      expect(await message.textContent()).not.toMatch(BANNED);
      await page.getByRole("group", { name: "Experiencia" }).getByLabel("1–3 años").check();
      await page.getByLabel(/lugar prioritario/).check();
      await waitForChallenge(page);
      await expect(page.locator("altcha-widget")).toContainText("Verificado");
      await page.getByRole("button", { name: "Solicitar acceso" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "¡Ya está en la lista!" })).toBeFocused();
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
      expect(
        decodeURIComponent((await page.getByRole("link", { name: "Compartir por correo" }).getAttribute("href")) ?? ""),
      ).toContain("/es/acceso-anticipado");
      expect(posted).not.toBeNull();
      expect(new URL(posted!.url).search).toBe("?lang=es");
      expect(posted!.body.lang).toBe("es");

      await expect.poll(async () => (await messagesFor(email)).length).toBe(2);
      const [admin, applicant] = await messagesFor(email);
      expect(admin?.to).toEqual([E2E_ADMIN_EMAIL]);
      expect(admin?.subject).toBe(`[Notavo] New NOTARY signup: María Delgado${id}`);
      for (const line of [
        "Site language: Spanish (/es/acceso-anticipado)",
        "State of commission: Texas (TX)",
        "State: New York (NY)",
        "State RON status shown: Permanent law in force",
      ])
        expect(admin?.text).toContain(line);
      expect(admin?.html).toMatch(/<html[^>]* lang="en"/);
      expect(applicant?.to).toEqual([email]);
      expectSpanishConfirmation(applicant, "Está en la lista de acceso anticipado de Notavo");
      expect(applicant?.text).toContain("NOTARIZACIÓN REMOTA EN TEXAS");
      expect(applicant?.text).toMatch(
        /Situación legal: Ley permanente en vigor \(en vigor desde el \d{1,2} de [a-z]+ de \d{4}\)\./,
      );
    },
  );

  test("the server's validation error is shown inline, in Spanish", async ({ page }) => {
    const id = unique();
    // The wizard's own check passes; on the way, the request gets an email the server refuses.
    await page.route(
      (url) => isSignupPost(url),
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, email: `no-es-un-correo-${id}` }) });
      },
    );
    await openRole(page, /Necesito notarizar documentos/);
    await fillCommon(page, { first: "Ana", last: `Server${id}`, email: `es-server-${id}@example.com` });
    await waitForChallenge(page);
    const answer = page.waitForResponse((response) => isSignupPost(new URL(response.url())));
    await page.getByRole("button", { name: "Solicitar acceso" }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.locator("#signup-error")).toHaveText("Revise los campos marcados.");
    const field = textbox(page, "Correo electrónico");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.locator("#email-error")).toHaveText(
      "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
    );
    await expect(field).toHaveValue(`es-server-${id}@example.com`);
  });

  test("the wizard's own check and a refused admin email speak Spanish too", async ({ page }) => {
    const id = unique();
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && isSignupPost(new URL(request.url()))) posts += 1;
    });
    await openRole(page, /Soy notary public/);
    await fillCommon(page, { first: "Local", last: id, email: "no-es-correo" });
    await waitForChallenge(page);
    await page.getByRole("button", { name: "Solicitar acceso" }).click();
    await expect(page.locator("#email-error")).toHaveText(
      "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
    );
    await expect(page.locator("#signup-error")).toHaveText("Revise los campos marcados.");
    expect(posts).toBe(0);

    await textbox(page, "Correo electrónico").fill(`refuse-admin-es-${id}@example.com`);
    await page.getByRole("button", { name: "Solicitar acceso" }).click();
    await expect(page.locator("#signup-error")).toHaveText(
      "No se pudo enviar el correo electrónico. Vuelva a intentarlo o comuníquese con soporte.",
    );
    await expect(textbox(page, "Nombre")).toHaveValue("Local");
  });

  test("has no accessibility violations in Spanish", async ({ page }) => {
    await page.goto("/es/acceso-anticipado");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const scan = async () =>
      (await new AxeBuilder({ page }).include("main").analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(await scan()).toEqual([]);
    await page.getByRole("button", { name: /Soy notary public/ }).click();
    await page.locator("#commissionState").selectOption("TX");
    await waitForChallenge(page);
    expect(await scan()).toEqual([]);
  });
});
