import type { ErrorText } from "./en";

/** The error screen's words in Spanish (see lib/text/errors/en.ts). */
export const ERROR_TEXT_ES: ErrorText = {
  eyebrow: "Algo salió mal",
  heading: "No pudimos cargar esta página",
  body: "Inténtelo de nuevo. Si el problema continúa, vuelva en unos minutos: sus datos están seguros.",
  reference: "Referencia: {digest}",
  retry: "Intentar de nuevo",
  home: "Volver al inicio",
};
