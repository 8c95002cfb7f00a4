import type { Lang } from "@/lib/routing/paths";

/*
 * The signup's own words, per language: everything the wizard, the schema, POST /api/signup and
 * GET /api/challenge write in code (the rest is content: the early-access page's copy; the
 * applicant confirmation's fixed texts are in lib/signup/email-text.ts). One catalogue per
 * language, shared by the server and the client, so the wizard's own checks and the server's
 * answers say the same thing in the same words. Pure data and small functions.
 *
 * The wizard gets its language's `http` and `widget` texts as props (`wizardMessages`), so an
 * English page's first load carries no Spanish; the schema (a chunk loaded when a form opens)
 * holds the issue messages of both.
 *
 * Spanish: neutral US Spanish, *usted*, and never "notario" and its forms: a US notary public
 * is not one (tests/unit/signup/spanish.test.ts scans every string here).
 */

/** The answers of POST /api/signup, and the wizard's own failures (SPEC section 8 and the HTTP contract). */
export type SignupHttpMessages = {
  verification: string;
  sendFailed: string;
  mayHaveBeenSent: string;
  generic: string;
  invalid: string;
  malformed: string;
  unsupportedType: string;
  methodNotAllowed: string;
  foreignOrigin: string;
  tooLarge: string;
  rateLimited: string;
  unavailable: string;
};

export type SignupMessages = {
  http: SignupHttpMessages;
  /** 429: "try again in N seconds/minutes". */
  retryIn: (seconds: number) => string;
  /** The schema's issue messages (zod), checked in the wizard and on the server alike. */
  issues: {
    text: string;
    atMost: (max: number) => string;
    firstName: string;
    lastName: string;
    email: string;
    emailShape: string;
    choice: string;
    flag: string;
    id: string;
    role: string;
    lang: string;
    unknownField: string;
  };
  /** GET /api/challenge's errors (the widget shows its own words; these are for whoever reads the answer). */
  challenge: { notConfigured: string; unavailable: string };
  /**
   * The ALTCHA widget's own texts (its i18n keys), for languages the widget is given at run
   * time; English uses the widget's built-in strings.
   */
  widget: Record<string, string> | null;
};

const EN: SignupMessages = {
  http: {
    verification: "Please complete the security verification.",
    sendFailed: "Failed to send email. Please try again or contact support.",
    mayHaveBeenSent:
      "Our email service is slow to answer, so we can't confirm your signup went through. It may have. Please try again in a minute: if it did arrive, trying again won't send it twice.",
    generic: "Something went wrong. Please try again.",
    invalid: "Please check the highlighted fields.",
    malformed: "The request body must be a JSON object.",
    unsupportedType: "Send the signup as JSON (Content-Type: application/json).",
    methodNotAllowed: "Send the signup with POST.",
    foreignOrigin: "Signups are accepted only from this site's own pages.",
    tooLarge: "The signup is too large.",
    rateLimited: "Too many signups from your network. Please try again later.",
    unavailable: "The signup service is temporarily unavailable. Please try again in a minute.",
  },
  retryIn: (seconds) => {
    const minutes = Math.ceil(seconds / 60);
    return seconds < 60
      ? `Too many signups from your network. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`
      : `Too many signups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  issues: {
    text: "Must be text.",
    atMost: (max) => `Use at most ${max} characters.`,
    firstName: "Enter your first name.",
    lastName: "Enter your last name.",
    email: "Enter your email address.",
    emailShape: "Enter a valid email address, like name@example.com.",
    choice: "Choose one of the listed options.",
    flag: "Must be true or false.",
    id: "Missing or malformed submission id.",
    role: "Choose a role: notary, client or contact.",
    lang: "Choose a language: en or es.",
    unknownField: "Unknown field.",
  },
  challenge: {
    notConfigured: "ALTCHA is not the configured challenge provider.",
    unavailable: "The security check is temporarily unavailable.",
  },
  widget: null,
};

const ES: SignupMessages = {
  http: {
    verification: "Complete la verificación de seguridad.",
    sendFailed: "No se pudo enviar el correo electrónico. Vuelva a intentarlo o comuníquese con soporte.",
    mayHaveBeenSent:
      "Nuestro servicio de correo electrónico tarda en responder, así que no podemos confirmar que su registro se haya completado. Es posible que sí. Vuelva a intentarlo en un minuto: si ya llegó, intentarlo de nuevo no lo enviará dos veces.",
    generic: "Algo salió mal. Vuelva a intentarlo.",
    invalid: "Revise los campos marcados.",
    malformed: "El cuerpo de la solicitud debe ser un objeto JSON.",
    unsupportedType: "Envíe el registro como JSON (Content-Type: application/json).",
    methodNotAllowed: "Envíe el registro con POST.",
    foreignOrigin: "Solo se aceptan registros desde las páginas de este sitio.",
    tooLarge: "El registro es demasiado grande.",
    rateLimited: "Demasiados registros desde su red. Vuelva a intentarlo más tarde.",
    unavailable: "El servicio de registro no está disponible en este momento. Vuelva a intentarlo en un minuto.",
  },
  retryIn: (seconds) => {
    const minutes = Math.ceil(seconds / 60);
    return seconds < 60
      ? `Demasiados registros desde su red. Vuelva a intentarlo en ${seconds} segundo${seconds === 1 ? "" : "s"}.`
      : `Demasiados registros desde su red. Vuelva a intentarlo en ${minutes} minuto${minutes === 1 ? "" : "s"}.`;
  },
  issues: {
    text: "Debe ser texto.",
    atMost: (max) => `Use como máximo ${max} caracteres.`,
    firstName: "Escriba su nombre.",
    lastName: "Escriba su apellido.",
    email: "Escriba su correo electrónico.",
    emailShape: "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
    choice: "Elija una de las opciones de la lista.",
    flag: "Debe ser verdadero o falso.",
    id: "Falta el identificador del registro o no es válido.",
    role: "Elija un perfil: notary, client o contact.",
    lang: "Elija un idioma: en o es.",
    unknownField: "Campo desconocido.",
  },
  challenge: {
    notConfigured: "ALTCHA no es el proveedor de verificación configurado.",
    unavailable: "La verificación de seguridad no está disponible en este momento.",
  },
  // ALTCHA's own Spanish (es-419) says "tú"; the site says "usted".
  widget: {
    ariaLinkLabel: "Altcha (sitio web oficial)",
    cancel: "Cancelar",
    enterCode: "Escriba el código",
    enterCodeAria: "Escriba el código que escucha. Pulse Espacio para reproducir el audio.",
    enterCodeFromImage: "Para continuar, escriba el código de la imagen.",
    error: "No se pudo completar la verificación. Vuelva a intentarlo más tarde.",
    expired: "La verificación caducó. Vuelva a intentarlo.",
    footer:
      'Protegido por <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (sitio web oficial)">ALTCHA</a>',
    getAudioChallenge: "Obtener un desafío de audio",
    label: "No soy un robot",
    loading: "Cargando…",
    reload: "Volver a cargar",
    verify: "Verificar",
    verificationRequired: "Se requiere la verificación.",
    verified: "Verificado",
    verifying: "Verificando…",
    waitAlert: "Verificando… espere un momento.",
  },
};

export const SIGNUP_TEXT: Record<Lang, SignupMessages> = { en: EN, es: ES };

/** The catalogue of a language (English for anything unknown). */
export const signupText = (lang: Lang | undefined): SignupMessages => SIGNUP_TEXT[lang ?? "en"] ?? EN;

/** English: the messages the HTTP contract has always named (DESIGN.md, tests). */
export const SIGNUP_MESSAGES: SignupHttpMessages = EN.http;

/** What the wizard shows in code, in its page's language: plain data, passed from the server component. */
export type WizardMessages = Pick<SignupMessages, "http" | "widget">;

export const wizardMessages = (lang: Lang): WizardMessages => {
  const { http, widget } = signupText(lang);
  return { http, widget };
};

/** Whether `message` is the verification message in any language (the one answer after which a token is spent). */
export const isVerificationMessage = (message: unknown): boolean =>
  Object.values(SIGNUP_TEXT).some((text) => text.http.verification === message);
