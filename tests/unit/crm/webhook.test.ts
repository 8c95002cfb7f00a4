import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadEvent, postLeadWebhook, signatureHeader, SIGNATURE_HEADER } from "@/lib/crm/webhook";
import { isValidSignature, parseSignatureHeader } from "@/lib/sanity/webhook-signature";
import { SAMPLE_ATTRIBUTION, SAMPLE_CONSENT, sampleLead, WEBHOOK_SECRET } from "../../support/crm";
import { startFakeCrmWebhook, verifySignupSignature, type FakeCrmWebhook } from "../../support/fake-crm-webhook";

/*
 * The signed lead webhook against a receiver that verifies it the documented way (written from the
 * format, not from the site's code), and takes each lead once by its idempotency key.
 */

let receiver: FakeCrmWebhook;
beforeAll(async () => {
  receiver = await startFakeCrmWebhook({ secret: WEBHOOK_SECRET });
});
afterEach(() => receiver.reset());
afterAll(() => receiver.close());

const config = () => ({ url: receiver.url, secret: WEBHOOK_SECRET });

describe("the lead webhook", () => {
  it("posts the signup with its page, visitor address, attribution and consent; the receiver verifies the signature", async () => {
    const lead = sampleLead("contact", {}, { attribution: SAMPLE_ATTRIBUTION, consent: SAMPLE_CONSENT });
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 5_000 })).toEqual({ ok: true, status: 200 });
    const [delivery] = receiver.leads();
    expect(delivery).toMatchObject({ verified: true, idempotencyKey: lead.key, duplicate: false });
    expect(delivery?.body).toEqual({
      type: "signup.accepted",
      id: lead.key,
      submittedAt: "2026-11-27T10:00:00.000Z",
      signup: expect.objectContaining({
        role: "contact",
        id: lead.signup.id,
        email: lead.signup.email,
        preferredContact: "phone",
      }),
      page: "https://www.notavo.example/early-access",
      ipAddress: "203.0.113.9",
      attribution: SAMPLE_ATTRIBUTION,
      consent: SAMPLE_CONSENT,
    });
    expect(delivery?.body?.signup).not.toHaveProperty("challenge");
    expect(delivery?.body?.signup).not.toHaveProperty("attribution");
  });

  it("is signed like the publish webhook: the site's own check of Sanity's signature accepts it", () => {
    const body = JSON.stringify(leadEvent(sampleLead()));
    const header = signatureHeader(body, WEBHOOK_SECRET, Date.now());
    const parsed = parseSignatureHeader(header);
    expect(parsed).not.toBeNull();
    expect(isValidSignature({ body, header: parsed!, secret: WEBHOOK_SECRET })).toBe(true);
    expect(verifySignupSignature(body, header, WEBHOOK_SECRET)).toBe(true);
    // A changed byte, another secret, or an old timestamp fails.
    expect(verifySignupSignature(`${body} `, header, WEBHOOK_SECRET)).toBe(false);
    expect(verifySignupSignature(body, header, "another-secret-of-16-chars")).toBe(false);
    const old = signatureHeader(body, WEBHOOK_SECRET, Date.now() - 6 * 60_000);
    expect(verifySignupSignature(body, old, WEBHOOK_SECRET)).toBe(false);
    expect(SIGNATURE_HEADER).toBe("signup-signature");
  });

  it("a receiver with another secret refuses it (final, reported); a repeat of a lead is taken once", async () => {
    const lead = sampleLead();
    expect(
      await postLeadWebhook(lead, { ...config(), secret: "the-wrong-secret-0000" }, { timeoutMs: 5_000 }),
    ).toMatchObject({
      ok: false,
      transient: false,
      status: 401,
    });
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 5_000 })).toMatchObject({ ok: true });
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 5_000 })).toMatchObject({ ok: true });
    expect(receiver.leads()).toHaveLength(1);
    expect(receiver.deliveries().filter((delivery) => delivery.duplicate)).toHaveLength(1);
  });

  it("429 with Retry-After, 5xx and silence are transient", async () => {
    receiver.queue({ kind: "rate-limit", retryAfterSeconds: 3 });
    receiver.queue({ kind: "5xx", status: 503 });
    receiver.queue({ kind: "hang" });
    const lead = sampleLead();
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 5_000 })).toMatchObject({
      transient: true,
      status: 429,
      retryAfterMs: 3_000,
    });
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 5_000 })).toMatchObject({ transient: true, status: 503 });
    expect(await postLeadWebhook(lead, config(), { timeoutMs: 300 })).toMatchObject({ transient: true, status: null });
    expect(receiver.leads()).toEqual([]);
  });
});
