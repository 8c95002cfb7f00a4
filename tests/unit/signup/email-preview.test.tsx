import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import AdminNotification, {
  AdminNotification as NamedAdminNotification,
} from "@/lib/signup/email-templates/admin-notification";
import ApplicantConfirmation, {
  ApplicantConfirmation as NamedApplicantConfirmation,
} from "@/lib/signup/email-templates/applicant-confirmation";
import * as layout from "@/lib/signup/email-templates/email-layout";

// `npm run email` (React Email's preview) lists every file of lib/signup/email-templates/ with a default
// export and renders it with its PreviewProps.
describe("the email templates' preview", () => {
  it("renders the admin notification from its sample props", async () => {
    expect(AdminNotification).toBe(NamedAdminNotification);
    const html = (await render(<AdminNotification {...AdminNotification.PreviewProps} />)).replaceAll("<!-- -->", "");
    for (const expected of [
      "New early-access signup: NOTARY",
      "Maria Delgado",
      "Texas (TX)",
      "2026-11-23 14:05:32 UTC",
      "Source",
      "notary-network-launch",
      "www.google.com",
      "sha256-3f1c9a0be27d4c55",
    ])
      expect(html).toContain(expected);
  });

  it("renders the applicant confirmation from its sample props", async () => {
    expect(ApplicantConfirmation).toBe(NamedApplicantConfirmation);
    const html = (await render(<ApplicantConfirmation {...ApplicantConfirmation.PreviewProps} />)).replaceAll(
      "<!-- -->",
      "",
    );
    for (const expected of [
      "Early-access request received",
      "Remote notarization in Texas",
      "A surety bond of $10,000",
      "https://www.notavo.com/privacy",
    ])
      expect(html).toContain(expected);
  });

  it("does not list the shared layout as a template", () => {
    expect("default" in layout).toBe(false);
  });
});
