import { logger } from "@/lib/platform/log";
import { clientAddress, requestLang } from "@/lib/signup/handler";
import { signupText } from "@/lib/signup/messages";
import { getSignupRuntime } from "@/lib/signup/runtime";

export const dynamic = "force-dynamic";

/**
 * A fresh ALTCHA challenge for the wizard's widget, priced for the client's network (404 when
 * Turnstile is the provider). Errors in the `?lang=` the Spanish wizard adds (English otherwise);
 * the price and the challenge are the same in every language.
 */
export async function GET(request: Request): Promise<Response> {
  const { altcha } = getSignupRuntime();
  const text = signupText(requestLang(request)).challenge;
  if (!altcha)
    return Response.json({ error: text.notConfigured }, { status: 404, headers: { "Cache-Control": "no-store" } });
  try {
    return Response.json(await altcha.createChallenge({ ip: clientAddress(request.headers) }), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    logger("signup").error("could not create a challenge", { err: error });
    return Response.json({ error: text.unavailable }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
