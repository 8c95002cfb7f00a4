import { logger } from "@/lib/log";
import { clientAddress } from "@/lib/signup/handler";
import { getSignupRuntime } from "@/lib/signup/runtime";

export const dynamic = "force-dynamic";

/** A fresh ALTCHA challenge for the wizard's widget, priced for the client's network (404 when Turnstile is the provider). */
export async function GET(request: Request): Promise<Response> {
  const { altcha } = getSignupRuntime();
  if (!altcha) return Response.json({ error: "ALTCHA is not the configured challenge provider." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  try {
    return Response.json(await altcha.createChallenge({ ip: clientAddress(request.headers) }), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger("signup").error("could not create a challenge", { err: error });
    return Response.json({ error: "The security check is temporarily unavailable." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
