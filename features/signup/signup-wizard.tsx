"use client";

import { LANGUAGE_INFO, type Lang } from "@/lib/routing/languages";
import { ArrowLeft, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import type { ChallengeConfig } from "@/lib/signup/challenge/types";
import type { ConsentTexts } from "@/lib/signup/consent";
import type { SignupCopy } from "@/lib/signup/copy";
import type { SignupState } from "@/lib/signup/state-status";
import {
  canSubmit,
  EMPTY_FORM,
  fieldForIssuePath,
  newSubmissionId,
  toSubmission,
  type FlagField,
  type SignupForm,
  type TextField,
} from "@/lib/signup/form";
import { asksForPhoneConsent, CHALLENGE_SLOW_MS, SIGNUP_SUBMIT_TIMEOUT_MS, type Role } from "@/lib/signup/constants";
import type { WizardMessages } from "@/lib/signup/messages";
import { preselectionOf } from "@/lib/signup/preselect";
import { storedAttribution } from "@/lib/signup/touch";
import type { ChallengeStatus } from "./challenge-props";
import { ChallengeWidget } from "./challenge-widget";
import { CollectionNotice } from "./collection-notice";
import { ProgressSteps, type WizardStep } from "./progress-steps";
import { RoleChoice } from "./role-choice";
import { RoleFields, type FieldErrors } from "./role-fields";
import { ThankYou } from "./thank-you";
import { BalancedText } from "@/components/ui/balanced-text";
import { errorReason, wizardEvent } from "@/lib/analytics/beacon";

/** The shared schema (with zod, and the issue messages of every language) is its own chunk: fetched when a form opens, used on submit. */
const loadSchema = () => import("@/lib/signup/schema");
/**
 * The one answer after which the token is no good: 403 with the verification message (expired,
 * invalid, or spent by another submission). After any other failure the token is kept: the
 * server lets the same submission through again with it until it expires (lib/signup/replay-store.ts),
 * so a retry never waits for a new proof of work. The server answers in the wizard's language.
 */
const tokenRefused = (status: number, error: unknown, messages: WizardMessages) =>
  status === 403 && error === messages.http.verification;

/** Where the wizard posts: the language rides along in the address too, so even an answer given before the body is read (413, 415) is in it. */
const signupUrl = (lang: Lang) => (lang === "en" ? "/api/signup" : `/api/signup?lang=${lang}`);

type Issue = { path?: unknown; message?: unknown };

function issuesToErrors(issues: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as Issue[]) {
    const field = typeof issue.path === "string" ? fieldForIssuePath(issue.path) : null;
    if (field && typeof issue.message === "string" && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The early-access wizard: role choice, the role's form, thank you. The form keeps what
 * was typed through any failure; the thank-you screen appears only once the server says
 * the admin email was accepted. Everything it says is in `lang`: the copy (content), the
 * states' names, the code's own messages (`messages`, lib/signup/messages.ts), and the server's
 * answers and the confirmation email, which follow the `lang` it sends.
 *
 * With each signup it sends where the person came from (the browser's record, lib/signup/touch.ts)
 * and what they saw and agreed to: the notice at collection (its revision, this page, when the
 * form opened) and, when its box is shown and ticked, the consent to calls and texts as shown.
 */
export function SignupWizard({
  copy,
  consent,
  states = [],
  challenge,
  messages,
  lang = "en",
  statePagePattern,
}: {
  copy: SignupCopy;
  /** The notice's revision and the consent to calls and texts, made on the server (lib/signup/content.ts). */
  consent: ConsentTexts;
  states?: readonly SignupState[];
  challenge: ChallengeConfig;
  /** The code's own messages in `lang`: `wizardMessages(lang)`. */
  messages: WizardMessages;
  /** The page's language (the server's messages and the confirmation email follow it). */
  lang?: Lang;
  /** The address of a state's page in `lang`, `[state]` for its slug (the routing table's): the state message links to it. */
  statePagePattern?: string;
}) {
  const [step, setStep] = useState<WizardStep>("choose");
  const [role, setRole] = useState<Role>("notary");
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [submissionId, setSubmissionId] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [challengeStatus, setChallengeStatus] = useState<ChallengeStatus>("loading");
  const [challengeKey, setChallengeKey] = useState(0);
  // The challenge (key and status) that has been solving longer than usual, if any.
  const [slowChallenge, setSlowChallenge] = useState<string | null>(null);
  const challengeNow = `${challengeKey}:${challengeStatus}`;
  const challengeSlow =
    slowChallenge === challengeNow && (challengeStatus === "loading" || challengeStatus === "verifying");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [shareUrl, setShareUrl] = useState("");
  // Where and when this form's notice at collection was shown (the form opened).
  const [noticeShown, setNoticeShown] = useState<{ page: string; shownAt: string } | null>(null);
  // The thank-you after a call or a text was asked for without consent: the answer comes by email.
  const [byEmail, setByEmail] = useState(false);

  const submittingRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const movedRef = useRef(false);

  // Solving longer than usual (a slow device): say so, visibly and to screen readers.
  useEffect(() => {
    if (!challengeNow.endsWith(":verifying") && !challengeNow.endsWith(":loading")) return;
    const timer = setTimeout(() => setSlowChallenge(challengeNow), CHALLENGE_SLOW_MS);
    return () => clearTimeout(timer);
  }, [challengeNow]);

  // On every step change (not the first render), focus the new step's heading.
  useEffect(() => {
    if (!movedRef.current) return;
    headingRef.current?.focus();
  }, [step]);

  // The funnel (lib/analytics/beacon.ts): the wizard was shown.
  useEffect(() => wizardEvent("opened", lang), [lang]);

  const goTo = (next: WizardStep) => {
    movedRef.current = true;
    setStep(next);
  };

  const choose = (chosen: Role) => {
    wizardEvent("role", lang, { role: chosen });
    setRole(chosen);
    setForm(EMPTY_FORM);
    setSubmissionId(newSubmissionId());
    setToken(null);
    setChallengeStatus("loading");
    setError(null);
    setFieldErrors({});
    setNoticeShown({ page: window.location.pathname, shownAt: new Date().toISOString() });
    goTo("details");
    void loadSchema().catch(() => undefined);
  };

  // A role (and state) in the address (`?role=client&state=TX`, the checker's next step): open that
  // form with the state chosen. Read once, in the browser: the page is prerendered for every address.
  useEffect(() => {
    const chosen = preselectionOf(window.location.search);
    if (!chosen) return;
    // In the next frame, once the prerendered step has hydrated.
    const frame = requestAnimationFrame(() => {
      choose(chosen.role);
      if (chosen.state) setForm((current) => ({ ...current, state: chosen.state }));
    });
    return () => cancelAnimationFrame(frame);
    // Once, on mount: `choose` is this render's and changes nothing the effect reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const back = () => {
    setError(null);
    setFieldErrors({});
    goTo("choose");
  };

  const setText = (field: TextField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const setFlag = (field: FlagField, value: boolean) => setForm((current) => ({ ...current, [field]: value }));

  const onToken = useCallback((value: string | null) => setToken(value), []);
  const onStatus = useCallback((status: ChallengeStatus) => setChallengeStatus(status), []);
  const freshChallenge = () => {
    setToken(null);
    setChallengeStatus("loading");
    setChallengeKey((key) => key + 1);
  };

  const fail = (message: string, errors: FieldErrors = {}) => {
    wizardEvent("error", lang, { role, reason: errorReason(message, messages.http) });
    setError(message);
    setFieldErrors(errors);
    const firstInvalid = Object.keys(errors).find((field) => errors[field as keyof SignupForm]);
    requestAnimationFrame(() => {
      const field = firstInvalid ? document.getElementById(firstInvalid) : null;
      (field ?? errorRef.current)?.focus();
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    if (!token) {
      fail(messages.http.verification);
      return;
    }
    if (!canSubmit(form, token)) return;
    const body = toSubmission(role, form, submissionId, token, lang, {
      attribution: storedAttribution(),
      notice: noticeShown ? { revision: consent.noticeRevision, ...noticeShown } : undefined,
      phoneConsent: consent.phone,
    });

    submittingRef.current = true;
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    try {
      // The same schema as the server's: mistakes are marked before the token is spent.
      const { signupSchemaFor } = await loadSchema();
      const local = signupSchemaFor(lang).safeParse(body);
      if (!local.success) {
        fail(
          messages.http.invalid,
          issuesToErrors(local.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))),
        );
        return;
      }
      wizardEvent("submitted", lang, { role });
      const response = await fetch(signupUrl(lang), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SIGNUP_SUBMIT_TIMEOUT_MS),
      });
      const result: unknown = await response.json().catch(() => null);
      const payload = (result ?? {}) as { ok?: unknown; error?: unknown; issues?: unknown };
      if (response.ok && payload.ok === true) {
        wizardEvent("accepted", lang, { role });
        // The wizard's own page: its address in this language.
        setShareUrl(`${window.location.origin}${window.location.pathname}`);
        setByEmail(asksForPhoneConsent(role, form.preferredContact) && !form.phoneConsent);
        setForm(EMPTY_FORM);
        setToken(null);
        goTo("done");
        return;
      }
      if (tokenRefused(response.status, payload.error, messages)) freshChallenge();
      // 504: the provider did not answer in time, so the signup may have gone through (a proxy's own 504 has no JSON error).
      const fallback = response.status === 504 ? messages.http.mayHaveBeenSent : messages.http.generic;
      fail(
        typeof payload.error === "string" && payload.error ? payload.error : fallback,
        issuesToErrors(payload.issues),
      );
    } catch (caught) {
      // Network failure or timeout: the request may or may not have arrived; a retry is safe (idempotency keys)
      // and keeps the token (the same submission may use it again until it expires).
      // The server answers within its own budget, well inside this timeout; if even so no answer came, say what may have happened.
      fail(
        caught instanceof DOMException && caught.name === "TimeoutError"
          ? messages.http.mayHaveBeenSent
          : messages.http.generic,
      );
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const ready = canSubmit(form, token);
  // Names and email are in; only the challenge is missing (its status line then explains the wait).
  const fieldsReady = canSubmit(form, "pending");
  const roleCopy = copy.roles[role];
  const challengeMessage = challengeSlow
    ? copy.form.challengeSlow
    : challengeStatus === "loading"
      ? copy.form.challengeLoading
      : challengeStatus === "verifying"
        ? copy.form.challengeVerifying
        : challengeStatus === "verified"
          ? copy.form.challengeVerified
          : challengeStatus === "expired"
            ? copy.form.challengeExpired
            : copy.form.challengeFailed;

  return (
    <div className="mx-auto max-w-2xl">
      <ProgressSteps step={step} copy={copy.steps} />
      <div className="mt-8">
        {step === "choose" ? <RoleChoice copy={copy} onChoose={choose} headingRef={headingRef} /> : null}

        {step === "details" ? (
          <form
            onSubmit={submit}
            noValidate
            aria-labelledby="signup-form-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h1
              id="signup-form-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl"
            >
              <BalancedText>{roleCopy.formHeading}</BalancedText>
            </h1>
            <p className="mt-2 text-pretty text-slate-600">
              <BalancedText>{roleCopy.formIntro}</BalancedText>
            </p>
            <p className="mt-4 text-sm text-slate-600">{copy.form.requiredNote}</p>

            <div className="mt-6">
              <RoleFields
                role={role}
                copy={copy}
                states={states}
                form={form}
                errors={fieldErrors}
                setText={setText}
                setFlag={setFlag}
                lang={lang}
                statePagePattern={statePagePattern}
                phoneConsent={consent.phone.text}
              />
            </div>

            <section aria-labelledby="signup-challenge-heading" className="mt-8 border-t border-slate-200 pt-6">
              <h2 id="signup-challenge-heading" className="text-sm font-medium text-ink">
                {copy.form.challengeLabel}
              </h2>
              <div className="mt-2 min-h-13">
                <ChallengeWidget
                  key={challengeKey}
                  config={challenge}
                  lang={lang}
                  strings={messages.widget}
                  onToken={onToken}
                  onStatus={onStatus}
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                {/* The widget shows "verifying" and "verified" itself; the line then only speaks to screen readers. */}
                <p
                  role="status"
                  id="signup-challenge-status"
                  className={
                    challengeStatus === "error"
                      ? "text-red-700"
                      : !challengeSlow && (challengeStatus === "verifying" || challengeStatus === "verified")
                        ? "sr-only"
                        : undefined
                  }
                >
                  {challengeMessage}
                </p>
                {challengeStatus === "error" ? (
                  <button
                    type="button"
                    onClick={freshChallenge}
                    className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
                  >
                    {copy.form.retryChallengeLabel}
                  </button>
                ) : null}
              </div>
            </section>

            {/* From sm up a grid: the notice above the submit button on the right, Back level with the button on the left. */}
            <div className="mt-8 flex flex-col gap-3 sm:grid sm:grid-cols-[auto_minmax(0,24rem)] sm:items-start sm:justify-between">
              <button
                type="button"
                onClick={back}
                className={buttonClasses(
                  "ghost",
                  "order-2 self-center sm:order-1 sm:col-start-1 sm:row-start-2 sm:-ml-3 sm:self-auto",
                )}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {copy.form.backLabel}
              </button>
              <div className="order-1 flex flex-col gap-3 sm:contents sm:text-right">
                <CollectionNotice copy={copy.form} className="sm:col-start-2" />
                <button
                  type="submit"
                  disabled={!ready}
                  aria-disabled={submitting || undefined}
                  aria-describedby={
                    !ready && !submitting ? (fieldsReady ? "signup-challenge-status" : "signup-gating-hint") : undefined
                  }
                  className={buttonClasses(
                    "primary",
                    "sm:col-start-2 sm:justify-self-end disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none aria-disabled:cursor-wait",
                  )}
                >
                  {submitting ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                  ) : null}
                  {submitting ? copy.form.submittingLabel : roleCopy.submitLabel}
                </button>
                {!ready && !submitting && !fieldsReady ? (
                  <p id="signup-gating-hint" className="text-sm text-slate-600 sm:col-start-2">
                    {copy.form.gatingHint}
                  </p>
                ) : null}
                <p
                  ref={errorRef}
                  id="signup-error"
                  tabIndex={-1}
                  aria-live="assertive"
                  className="text-sm font-medium text-red-700 focus:outline-none sm:col-start-2"
                >
                  {error ?? ""}
                </p>
              </div>
            </div>
          </form>
        ) : null}

        {step === "done" ? (
          <ThankYou
            copy={copy.thankYou}
            role={role}
            byEmail={byEmail}
            shareUrl={shareUrl}
            headingRef={headingRef}
            homeHref={LANGUAGE_INFO[lang].prefix || "/"}
          />
        ) : null}
      </div>
    </div>
  );
}
