import type { Page } from "@playwright/test";
import { E2E_RESEND_URL } from "./e2e-env";
import type { FakeMessage } from "./fake-resend";

/** The browser specs' signup helpers: a unique tag per test, the fake Resend's messages, the English form's fields. */

/** A tag no other test run uses, for names and addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The messages of one applicant (to them, or replying to them), in the order the fake accepted them. */
export async function messagesFor(email: string): Promise<FakeMessage[]> {
  const response = await fetch(`${E2E_RESEND_URL}/__messages`);
  return ((await response.json()) as FakeMessage[]).filter(
    (message) => message.to.includes(email) || message.replyTo.includes(email),
  );
}

/** An English form's text field by its label ("Phone" matches "Phone (optional)", never the "Phone call" option). */
export const textbox = (page: Page, label: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });
