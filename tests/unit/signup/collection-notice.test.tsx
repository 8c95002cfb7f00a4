/* eslint-disable @typescript-eslint/no-explicit-any -- these tests break the raw, untyped NDJSON document on purpose */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollectionNotice } from "@/features/signup/collection-notice";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import {
  DEFAULT_SIGNUP_COPY,
  PRIVACY_LINK_PLACEHOLDER,
  privacyHref,
  splitAtPrivacyLink,
  withDefaults,
  type SignupCopy,
} from "@/lib/signup/copy";
import { readDataset } from "../../support/dataset";
import { validationErrors } from "../../support/validate";

/*
 * The notice at collection: its copy, defaults and Studio rules, and the
 * markup every wizard form shows above its submit button.
 */

const form = DEFAULT_SIGNUP_COPY.form;

describe("the notice's copy", () => {
  it("says what the details are used for and links the privacy notice at /privacy", () => {
    expect(form.collectionNotice).toMatch(/only to reply to you/);
    expect(form.collectionNotice).toMatch(/don't sell/);
    expect(form.collectionNotice.split(PRIVACY_LINK_PLACEHOLDER)).toHaveLength(2);
    expect(form.confirmationPrivacyNote.split(PRIVACY_LINK_PLACEHOLDER)).toHaveLength(2);
    expect(form.privacyLinkLabel).toBe("privacy notice");
    expect(form.privacyHref).toBe("/privacy");
    expect(form.newTabLabel).toBe("(opens in a new tab)");
  });

  it("fills missing, null or blank fields from the defaults and keeps an editor's", () => {
    const merged = withDefaults<SignupCopy>(DEFAULT_SIGNUP_COPY, {
      form: {
        collectionNotice: "We only use this to answer. See the {privacyLink}.",
        privacyLinkLabel: null,
        privacyHref: "  ",
        newTabLabel: undefined,
      },
    });
    expect(merged.form.collectionNotice).toBe("We only use this to answer. See the {privacyLink}.");
    expect(merged.form.privacyLinkLabel).toBe("privacy notice");
    expect(merged.form.privacyHref).toBe("/privacy");
    expect(merged.form.newTabLabel).toBe("(opens in a new tab)");
    expect(merged.form.confirmationPrivacyNote).toBe(form.confirmationPrivacyNote);
    // A document from before these fields existed gets all of them.
    const {
      collectionNotice,
      privacyLinkLabel,
      privacyHref: href,
      newTabLabel,
      confirmationPrivacyNote,
      ...older
    } = form;
    expect(withDefaults(DEFAULT_SIGNUP_COPY, { form: older }).form).toEqual(form);
    expect([collectionNotice, privacyLinkLabel, href, newTabLabel, confirmationPrivacyNote].every(Boolean)).toBe(true);
  });

  it("splits the text around {privacyLink}; without it the link follows the text", () => {
    expect(splitAtPrivacyLink("Read our {privacyLink}.")).toEqual({ before: "Read our ", after: "." });
    expect(splitAtPrivacyLink("{privacyLink} explains it")).toEqual({ before: "", after: " explains it" });
    expect(splitAtPrivacyLink("No placeholder.  ")).toEqual({ before: "No placeholder. ", after: "" });
    expect(splitAtPrivacyLink("Twice {privacyLink} and {privacyLink}.")).toEqual({ before: "Twice ", after: " and ." });
  });

  it("uses a path on this site or an https address, and the default for anything else", () => {
    for (const href of ["/privacy", "/legal/privacy#signup", "https://example.com/privacy"])
      expect(privacyHref(href)).toBe(href);
    expect(privacyHref(" /privacy ")).toBe("/privacy");
    for (const href of [
      "javascript:alert(1)",
      "//evil.example/privacy",
      "/\\evil.example",
      "http://example.com/privacy",
      "privacy",
      "mailto:a@b.co",
    ]) {
      expect(privacyHref(href), href).toBe("/privacy");
    }
  });
});

describe("the notice's rules in Studio", () => {
  async function errorsWith(change: (form: Record<string, any>) => void) {
    const dataset = await readDataset();
    const page = structuredClone(
      dataset.find((document) => document._id === "earlyAccessPage"),
    ) as SanityDocumentLike & { form: Record<string, any> };
    change(page.form);
    return validationErrors(page, dataset);
  }

  it("accepts the bundled copy", async () => {
    expect(await errorsWith(() => undefined)).toEqual([]);
  });

  it("asks for {privacyLink} exactly once in the notice and in the email's line", async () => {
    const missing = await errorsWith((copy) => {
      copy.collectionNotice = "We use these details to reply.";
      copy.confirmationPrivacyNote = "See {privacyLink} and {privacyLink}.";
    });
    expect(missing).toContain(
      "form.collectionNotice: Include {privacyLink} once, where the link to the privacy notice goes",
    );
    expect(missing).toContain(
      "form.confirmationPrivacyNote: Include {privacyLink} once, where the link to the privacy notice goes",
    );
  });

  it("requires the texts and refuses an address that is neither a path on this site nor https", async () => {
    const removed = await errorsWith((copy) => {
      delete copy.collectionNotice;
      delete copy.privacyLinkLabel;
      delete copy.privacyHref;
    });
    for (const field of ["collectionNotice", "privacyLinkLabel", "privacyHref"])
      expect(
        removed.some((error) => error.startsWith(`form.${field}: Required`)),
        field,
      ).toBe(true);
    for (const href of ["http://example.com/privacy", "//evil.example/privacy", "javascript:alert(1)", "privacy"]) {
      const errors = await errorsWith((copy) => {
        copy.privacyHref = href;
      });
      expect(
        errors.some((error) => error.startsWith("form.privacyHref:")),
        href,
      ).toBe(true);
    }
    for (const href of ["/privacy", "https://example.com/legal/privacy"]) {
      expect(
        await errorsWith((copy) => {
          copy.privacyHref = href;
        }),
        href,
      ).toEqual([]);
    }
  });
});

describe("the notice on a form", () => {
  it("links the privacy notice in a new tab, and says so to screen readers", () => {
    const html = renderToStaticMarkup(<CollectionNotice copy={form} />);
    expect(html).toMatch(/^<p id="signup-collection-notice"[^>]*>We use these details only to reply to you/);
    expect(html).toContain('<a href="/privacy" target="_blank" rel="noopener"');
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span></a>.</p>');
    // The icon is decoration only.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("shows an editor's text and address, and never an unsafe address", () => {
    const edited = {
      ...form,
      collectionNotice: "Details & <b>more</b>: {privacyLink}",
      privacyLinkLabel: "Privacy",
      privacyHref: "https://example.com/privacy",
    };
    const html = renderToStaticMarkup(<CollectionNotice copy={edited} />);
    expect(html).toContain('Details &amp; &lt;b&gt;more&lt;/b&gt;: <a href="https://example.com/privacy"');
    expect(renderToStaticMarkup(<CollectionNotice copy={{ ...form, privacyHref: "javascript:alert(1)" }} />)).toContain(
      '<a href="/privacy"',
    );
  });
});
