import "server-only";
import { render } from "@react-email/render";
import type { EmailMessage } from "@/lib/platform/email/types";
import { CrmNotice, crmNoticeText, type CrmNoticeProps } from "@/lib/signup/email-templates/crm-notice";
import { subjectLine } from "@/lib/signup/emails";
import { formatTime } from "@/lib/signup/summary";
import type { CrmFailure } from "./queue";

/** Failures listed in one report at most (a busier interval sends several, one after the other). */
export const REPORT_MAX_ENTRIES = 100;

/**
 * The admin's report of the leads a CRM did not take: each signup by name, address, role, time
 * and submission id (the signup's own notification has every field), with the CRM's reason.
 */
export async function renderCrmReport(
  failures: CrmFailure[],
  { notListed, pendingAfter }: { notListed: number; pendingAfter: number },
  context: { from: string; adminEmail: string; brand: string },
  crmLabel: (failure: CrmFailure) => string,
): Promise<EmailMessage> {
  const props: CrmNoticeProps = {
    brand: context.brand,
    entries: failures.map((failure) => ({
      name: failure.name,
      email: failure.email,
      role: failure.role.toUpperCase(),
      submittedAt: formatTime(new Date(failure.submittedAt)),
      submissionId: failure.signupId,
      crm: crmLabel(failure),
      reason: failure.reason,
    })),
    notListed,
    pendingAfter,
  };
  const count = failures.length + notListed;
  return {
    from: context.from,
    to: context.adminEmail,
    subject: subjectLine(`[${context.brand}] CRM: ${count} signup${count === 1 ? "" : "s"} not delivered`),
    html: await render(<CrmNotice {...props} />),
    text: crmNoticeText(props),
  };
}
