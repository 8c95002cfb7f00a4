import "server-only";
import type { Lang } from "@/lib/routing/paths";
import type { Role } from "./constants";

/*
 * The applicant confirmation's fixed texts, per language (the server's half of the signup's
 * catalogue; lib/signup/messages.ts has what the wizard shows too). Nothing anyone typed goes
 * in: see lib/signup/emails.tsx. Spanish: *usted*, and "notary public", never "notario".
 */

export type ApplicantEmailText = {
  applicant: Record<
    Role,
    { subject: (brand: string) => string; heading: string; request: (brand: string) => string; ifYou: string }
  >;
  /**
   * Contact us, when a call or a text was asked for without consent to them: the answer comes by
   * email (instead of `applicant.contact.ifYou`), and nothing promises a call or a text.
   */
  contactIfYouByEmail: string;
  ifYouLabel: string;
  ifNotYouLabel: string;
  ifNotYou: string;
  footer: (brand: string, window: string) => string;
  /** The recipient window in words: "a day", "2 days", "12 hours". */
  windowInWords: (seconds: number) => string;
  /** The state section's status line: "Status: Permanent law in force (effective July 1, 2018)." */
  status: (label: string, effective: string | null) => string;
  /** The privacy line when the early-access page's copy cannot be read (null: the bundled English copy). */
  privacyFallback: { confirmationPrivacyNote: string; privacyLinkLabel: string; privacyHref: string } | null;
};

function inWords(
  seconds: number,
  units: Record<"day" | "hour" | "minute" | "second", [one: string, many: string]>,
): string {
  const say = (count: number, unit: keyof typeof units) =>
    count === 1 ? units[unit][0] : `${count} ${units[unit][1]}`;
  if (seconds >= 86_400 && seconds % 86_400 === 0) return say(seconds / 86_400, "day");
  if (seconds >= 3_600 && seconds % 3_600 === 0) return say(seconds / 3_600, "hour");
  if (seconds >= 60) return say(Math.ceil(seconds / 60), "minute");
  return say(seconds, "second");
}

const EN: ApplicantEmailText = {
  applicant: {
    notary: {
      subject: (brand) => `You're on the ${brand} early-access list`,
      heading: "Early-access request received",
      request: (brand) =>
        `Someone asked to join the ${brand} notary network's early-access list on our website and gave this email address.`,
      ifYou:
        "thank you. There is nothing else to do: we'll let you know at this address as soon as the notary network opens.",
    },
    client: {
      subject: (brand) => `You're on the ${brand} early-access list`,
      heading: "Early-access request received",
      request: (brand) =>
        `Someone asked for early access to ${brand} online notarization on our website and gave this email address.`,
      ifYou: "thank you. There is nothing else to do: we'll email you at this address as soon as early access opens.",
    },
    contact: {
      subject: (brand) => `We received your message to ${brand}`,
      heading: "Message received",
      request: (brand) =>
        `Someone sent a message to the ${brand} team through our website and gave this email address for the answer.`,
      ifYou: "thank you. A member of our team will respond within 24 hours on business days.",
    },
  },
  contactIfYouByEmail:
    "thank you. A member of our team will reply to this address by email within 24 hours on business days.",
  ifYouLabel: "If this was you:",
  ifNotYouLabel: "If this wasn't you:",
  ifNotYou:
    "someone else typed your address. You don't need to do anything: ignore this email. Nothing in it was written by them.",
  footer: (brand, window) =>
    `You're receiving this because this address was entered on the ${brand} early-access page. We send at most one of these confirmations to an address in ${window}.`,
  windowInWords: (seconds) =>
    inWords(seconds, {
      day: ["a day", "days"],
      hour: ["an hour", "hours"],
      minute: ["a minute", "minutes"],
      second: ["a second", "seconds"],
    }),
  status: (label, effective) => `Status: ${label}${effective ? ` (effective ${effective})` : ""}.`,
  privacyFallback: null,
};

const ES: ApplicantEmailText = {
  applicant: {
    notary: {
      subject: (brand) => `Está en la lista de acceso anticipado de ${brand}`,
      heading: "Recibimos su solicitud de acceso anticipado",
      request: (brand) =>
        `Alguien pidió unirse a la lista de acceso anticipado de la red de notary public de ${brand} en nuestro sitio web y proporcionó esta dirección de correo electrónico.`,
      ifYou:
        "gracias. No tiene que hacer nada más: le avisaremos a esta dirección en cuanto abra la red de notary public.",
    },
    client: {
      subject: (brand) => `Está en la lista de acceso anticipado de ${brand}`,
      heading: "Recibimos su solicitud de acceso anticipado",
      request: (brand) =>
        `Alguien solicitó acceso anticipado a la notarización en línea de ${brand} en nuestro sitio web y proporcionó esta dirección de correo electrónico.`,
      ifYou:
        "gracias. No tiene que hacer nada más: le escribiremos a esta dirección en cuanto se abra el acceso anticipado.",
    },
    contact: {
      subject: (brand) => `Recibimos su mensaje para ${brand}`,
      heading: "Mensaje recibido",
      request: (brand) =>
        `Alguien envió un mensaje al equipo de ${brand} a través de nuestro sitio web y proporcionó esta dirección de correo electrónico para la respuesta.`,
      ifYou: "gracias. Un miembro de nuestro equipo le responderá en un plazo de 24 horas en días hábiles.",
    },
  },
  contactIfYouByEmail:
    "gracias. Un miembro de nuestro equipo le responderá por correo electrónico a esta dirección en un plazo de 24 horas en días hábiles.",
  ifYouLabel: "Si fue usted:",
  ifNotYouLabel: "Si no fue usted:",
  ifNotYou:
    "otra persona escribió su dirección. No tiene que hacer nada: ignore este correo. Nada de lo que contiene fue escrito por esa persona.",
  footer: (brand, window) =>
    `Recibe este mensaje porque alguien escribió esta dirección en la página de acceso anticipado de ${brand}. Enviamos como máximo una de estas confirmaciones a cada dirección en un plazo de ${window}.`,
  windowInWords: (seconds) =>
    inWords(seconds, {
      day: ["un día", "días"],
      hour: ["una hora", "horas"],
      minute: ["un minuto", "minutos"],
      second: ["un segundo", "segundos"],
    }),
  status: (label, effective) => `Situación legal: ${label}${effective ? ` (en vigor desde el ${effective})` : ""}.`,
  // The same words as content/early-access.es.ndjson.
  privacyFallback: {
    confirmationPrivacyNote:
      "Consulte nuestro {privacyLink} para saber qué datos conservamos de la página de acceso anticipado, durante cuánto tiempo y cómo ejercer sus derechos de privacidad.",
    privacyLinkLabel: "aviso de privacidad",
    privacyHref: "/es/privacidad",
  },
};

export const APPLICANT_EMAIL_TEXT: Record<Lang, ApplicantEmailText> = { en: EN, es: ES };
