import { expect, test } from "@playwright/test";
import { LANGUAGES } from "@/lib/routing/paths";

/** The home page in each language (the bundled content's words). */
const HOME = {
  en: {
    path: "/",
    h1: "Get documents notarized online in minutes, not days",
    signUp: "Sign Up for Early Access",
    earlyAccess: "/early-access",
    stats: ["24/7", "<10 min", "50", "256-bit"],
    headings: [
      "Notarized in four simple steps",
      "Everything a notarization needs, nothing it doesn't",
      "Trusted by 50,000+ customers",
      "Simple, transparent pricing",
      "Ready to notarize without the trip?",
    ],
    pricing: ["$25", "No setup fee", "No monthly charge"],
    triggers: ["Start Your Notarization", "Notarize Now", "Become a Notary"],
    dialog: "Sign up for early access",
    dialogLink: "Sign Up for Early Access",
    dismiss: "Maybe Later",
  },
  es: {
    path: "/es",
    h1: "Notarice sus documentos en línea en minutos, no en días",
    signUp: "Solicitar acceso",
    earlyAccess: "/es/acceso-anticipado",
    stats: ["24/7", "<10 min", "50", "256 bits"],
    headings: [
      "Su documento notarizado en cuatro pasos sencillos",
      "Todo lo que una notarización necesita, y nada más",
      "Más de 50,000 clientes confían en nosotros",
      "Precios simples y transparentes",
      "¿Quiere notarizar sin tener que desplazarse?",
    ],
    pricing: ["$25", "Sin cargo de activación", "Sin cuota mensual"],
    triggers: ["Iniciar notarización", "Notarizar ahora", "Soy notary public"],
    dialog: "Solicite acceso anticipado",
    dialogLink: "Solicitar acceso",
    dismiss: "Quizás más tarde",
  },
} as const;

for (const lang of LANGUAGES) {
  const home = HOME[lang];

  test.describe(`the home page (${lang})`, () => {
    test("shows every section from content", { tag: "@smoke" }, async ({ page }) => {
      await page.goto(home.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
      await expect(page.locator("main").getByRole("link", { name: home.signUp }).first()).toHaveAttribute(
        "href",
        home.earlyAccess,
      );
      for (const value of home.stats) await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
      for (const heading of home.headings) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.locator("#how-it-works li")).toHaveCount(4);
      await expect(page.locator("#benefits li")).toHaveCount(6);
      await expect(page.locator("#testimonials figure")).toHaveCount(3);
      for (const text of home.pricing) await expect(page.locator("#pricing")).toContainText(text);
    });

    for (const trigger of home.triggers) {
      test(`${trigger} opens the early-access modal; Escape closes it and focus returns`, async ({ page }) => {
        await page.goto(home.path);
        const button = page.getByRole("button", { name: trigger });
        const dialog = page.getByRole("dialog", { name: home.dialog });
        await expect(dialog).toBeHidden();
        await button.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("link", { name: home.dialogLink })).toHaveAttribute("href", home.earlyAccess);
        // Focus moved into the dialog.
        await expect(dialog.locator(":focus")).toHaveCount(1);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      });
    }

    test(`${home.dismiss} closes the modal; Tab stays inside while open`, async ({ page }) => {
      await page.goto(home.path);
      await page.getByRole("button", { name: home.triggers[0] }).click();
      const dialog = page.getByRole("dialog", { name: home.dialog });
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press("Tab");
        await expect(dialog.locator(":focus")).toHaveCount(1);
      }
      await dialog.getByRole("button", { name: home.dismiss }).click();
      await expect(dialog).toBeHidden();
    });

    test("the modal's link goes to the early-access page", async ({ page }) => {
      await page.goto(home.path);
      await page.getByRole("button", { name: home.triggers[0] }).click();
      await page.getByRole("dialog").getByRole("link", { name: home.dialogLink }).click();
      await page.waitForURL((url) => url.pathname === home.earlyAccess);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
