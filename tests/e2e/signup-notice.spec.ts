import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_RESEND_URL } from "../support/e2e-env";
import type { FakeMessage } from "../support/fake-resend";
import { tabTo } from "../support/keyboard";

/*
 * The notice at collection: every wizard form says, right above its submit
 * button, what the details are used for, and links the privacy notice in a new tab, so
 * following the link loses nothing typed. The forms' own behaviour is signup.spec.ts's.
 */

type Form = {
  card: RegExp;
  heading: string;
  submit: RegExp;
  fill: (page: Page) => Promise<void>;
  expectFilled: (page: Page) => Promise<void>;
};

const textbox = (page: Page, label: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });
const group = (page: Page, name: string) => page.getByRole("group", { name });
/** The consent to calls and texts (Contact us, after a call or a text is chosen). */
const consentBox = (page: Page) => page.getByRole("checkbox", { name: /^I agree that .+ may call me or text me/ });

const COMMON = {
  "First name": "Privacy",
  "Last name": "Reader",
  Email: "privacy-reader@example.com",
  Phone: "+1 555 010 3000",
} as const;

async function fillCommon(page: Page) {
  for (const [label, value] of Object.entries(COMMON)) await textbox(page, label).fill(value);
  await page.locator("#state").selectOption("WA");
}

async function expectCommon(page: Page) {
  for (const [label, value] of Object.entries(COMMON)) await expect(textbox(page, label)).toHaveValue(value);
  await expect(page.locator("#state")).toHaveValue("WA");
}

const FORMS: Form[] = [
  {
    card: /I'm a notary/,
    heading: "Early access for notaries",
    submit: /Get Early Access/,
    fill: async (page) => {
      await fillCommon(page);
      await page.locator("#commissionState").selectOption("OR");
      await group(page, "Notary experience").getByLabel("More than 3 years").check();
      await group(page, "X.509 certificate type").getByLabel("Other provider").check();
      await group(page, "Notary type").getByLabel("Remote online notary (RON)").check();
      await page.getByLabel(/priority listing/).check();
    },
    expectFilled: async (page) => {
      await expectCommon(page);
      await expect(page.locator("#commissionState")).toHaveValue("OR");
      await expect(group(page, "Notary experience").getByLabel("More than 3 years")).toBeChecked();
      await expect(group(page, "X.509 certificate type").getByLabel("Other provider")).toBeChecked();
      await expect(group(page, "Notary type").getByLabel("Remote online notary (RON)")).toBeChecked();
      await expect(group(page, "Notary type").getByLabel("Traditional notary")).not.toBeChecked();
      await expect(page.getByLabel(/priority listing/)).toBeChecked();
    },
  },
  {
    card: /I need documents notarized/,
    heading: "Early access for clients",
    submit: /Get Early Access/,
    fill: async (page) => {
      await fillCommon(page);
      await textbox(page, "Business name").fill("Reader & Sons LLC");
      await group(page, "Industry").getByLabel("Lender").check();
      await group(page, "Expected use").getByLabel("Legal").check();
      await page.getByLabel(/discounted early-access pricing/).check();
    },
    expectFilled: async (page) => {
      await expectCommon(page);
      await expect(textbox(page, "Business name")).toHaveValue("Reader & Sons LLC");
      await expect(group(page, "Industry").getByLabel("Lender")).toBeChecked();
      await expect(group(page, "Expected use").getByLabel("Legal")).toBeChecked();
      await expect(page.getByLabel(/discounted early-access pricing/)).toBeChecked();
    },
  },
  {
    card: /Contact us/,
    heading: "Contact us",
    submit: /Send Message/,
    fill: async (page) => {
      await fillCommon(page);
      await textbox(page, "Message").fill("Before I send this,\nI'd like to read your privacy notice.");
      await group(page, "Preferred contact method").getByLabel("Phone call").check();
      await consentBox(page).check();
      await group(page, "Urgency").getByLabel("Medium").check();
      await group(page, "Best time to contact you").getByLabel("Morning (9 AM–12 PM)").check();
    },
    expectFilled: async (page) => {
      await expectCommon(page);
      await expect(textbox(page, "Message")).toHaveValue("Before I send this,\nI'd like to read your privacy notice.");
      await expect(group(page, "Preferred contact method").getByLabel("Phone call")).toBeChecked();
      await expect(consentBox(page)).toBeChecked();
      await expect(group(page, "Urgency").getByLabel("Medium")).toBeChecked();
      await expect(group(page, "Best time to contact you").getByLabel("Morning (9 AM–12 PM)")).toBeChecked();
    },
  },
];

const notice = (page: Page) => page.locator("#signup-collection-notice");
const privacyLink = (page: Page) => notice(page).getByRole("link", { name: "privacy notice (opens in a new tab)" });

async function openForm(page: Page, form: Form) {
  await page.goto("/early-access");
  await page.getByRole("button", { name: form.card }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
}

async function waitForChallenge(page: Page) {
  await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.", { timeout: 20_000 });
}

/** Whether the focused element shows a focus indicator (outline or ring), as keyboard.spec.ts checks it. */
const focusVisible = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      style.outlineStyle === "auto" ||
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== "none"
    );
  });

test.describe("the notice at collection", () => {
  // Each test solves a proof of work in the browser; give slow, shared machines room.
  test.describe.configure({ timeout: 90_000 });

  for (const width of [1280, 390]) {
    test(`is on every form, right above the submit button, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const form of FORMS) {
        await openForm(page, form);
        await expect(notice(page)).toHaveText(
          "We use these details only to reply to you and to set up your early access. We don't sell them or share them for advertising. Read our privacy notice (opens in a new tab).",
        );
        const link = privacyLink(page);
        await expect(link).toHaveAttribute("href", "/privacy");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
        // "(opens in a new tab)" is for screen readers; sighted visitors get the icon.
        await expect(link.locator(".sr-only")).toHaveText(" (opens in a new tab)");
        await expect(link.locator("svg")).toHaveAttribute("aria-hidden", "true");

        const submit = page.getByRole("button", { name: form.submit });
        // Directly above: the submit button comes right after it, below it and overlapping it sideways.
        expect(await submit.evaluate((button) => button.previousElementSibling?.id)).toBe("signup-collection-notice");
        const [noticeBox, submitBox] = [await notice(page).boundingBox(), await submit.boundingBox()];
        if (!noticeBox || !submitBox) throw new Error("notice or button not laid out");
        expect(noticeBox.y + noticeBox.height, form.heading).toBeLessThanOrEqual(submitBox.y);
        expect(submitBox.y - (noticeBox.y + noticeBox.height), form.heading).toBeLessThan(24);
        expect(
          Math.min(noticeBox.x + noticeBox.width, submitBox.x + submitBox.width) - Math.max(noticeBox.x, submitBox.x),
          form.heading,
        ).toBeGreaterThan(0);
        await page.getByRole("button", { name: "Back" }).click();
      }
    });
  }

  for (const form of FORMS) {
    test(`${form.heading}: the link opens the notice in a new tab; the form keeps every typed value and its step, and still sends`, async ({
      page,
      context,
    }) => {
      const opened: string[] = [];
      context.on("request", (request) => {
        if (request.isNavigationRequest()) opened.push(new URL(request.url()).pathname);
      });
      await openForm(page, form);
      await form.fill(page);
      await waitForChallenge(page);
      const submit = page.getByRole("button", { name: form.submit });
      await expect(submit).toBeEnabled();

      // With the mouse.
      const [mouseTab] = await Promise.all([page.waitForEvent("popup"), privacyLink(page).click()]);
      await mouseTab.waitForLoadState();
      expect(opened).toContain("/privacy");
      // noopener: the notice's tab cannot reach back into the form's.
      expect(await mouseTab.evaluate(() => window.opener)).toBeNull();
      await mouseTab.close();

      // With the keyboard, from the top of the form: Tab to the link, Enter; the next Tab goes on to the submit button.
      await page.getByRole("heading", { level: 1 }).focus();
      await tabTo(page, privacyLink(page), 40);
      expect(await focusVisible(privacyLink(page))).toBe(true);
      const [keyboardTab] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
      await keyboardTab.waitForLoadState();
      await keyboardTab.close();
      await page.bringToFront();
      await expect(privacyLink(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(submit).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(privacyLink(page)).toBeFocused();

      // The original tab never moved: same address, same step, everything typed, and still ready to send.
      expect(new URL(page.url()).pathname).toBe("/early-access");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
      await expect(
        page.getByRole("navigation", { name: "Signup progress" }).locator('[aria-current="step"]'),
      ).toContainText("Your details");
      await form.expectFilled(page);
      await expect(page.locator("#signup-challenge-status")).toHaveText("Security check complete.");
      await expect(submit).toBeEnabled();
      await expect(page.locator("#signup-error")).toHaveText("");

      // And it sends as before; the applicant's confirmation names the privacy notice by its absolute address.
      const email = `notice-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
      await textbox(page, "Email").fill(email);
      await submit.click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(form.heading);
      const applicant = async () =>
        ((await (await fetch(`${E2E_RESEND_URL}/__messages`)).json()) as FakeMessage[]).find((message) =>
          message.to.includes(email),
        );
      await expect
        .poll(async () => (await applicant())?.text ?? "")
        .toMatch(/Read our privacy notice \(https?:\/\/[^\s)]+\/privacy\) to see what we keep/);
    });
  }

  test("every form with its notice has no accessibility violations (axe-core, every impact level, whole page)", async ({
    page,
  }) => {
    const scan = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    for (const form of FORMS) {
      await openForm(page, form);
      await waitForChallenge(page);
      await expect(privacyLink(page)).toBeVisible();
      expect(await scan(), form.heading).toEqual([]);
      await privacyLink(page).focus();
      expect(await scan(), `${form.heading}, link focused`).toEqual([]);
    }
  });
});
