import { after } from "next/server";
import { beginBackgroundWork } from "@/lib/platform/lifecycle";
import { logger } from "@/lib/platform/log";
import { requestIdOf } from "@/lib/platform/http/request-id";
import { handleSignup, methodNotAllowed } from "@/lib/signup/handler";
import { getSignupRuntime } from "@/lib/signup/runtime";

export const dynamic = "force-dynamic";

/**
 * Work that must not hold up the answer (the applicant confirmation) runs after it with
 * Next.js's `after()`, so the platform keeps the function alive for it, and is marked as
 * background work from now on, so a graceful shutdown waits for it (lib/platform/lifecycle.ts). Outside
 * a request scope (the route called directly, in tests) `after` throws: the task then just starts.
 */
function afterResponse(task: () => Promise<unknown>): void {
  const done = beginBackgroundWork("applicant confirmation");
  const run = () => task().finally(done);
  try {
    after(run);
  } catch {
    void run();
  }
}

/** The early-access signup: see lib/signup/handler.ts and DESIGN.md's HTTP contract. */
export async function POST(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  const response = await handleSignup(request, {
    ...getSignupRuntime().deps,
    defer: afterResponse,
    log: logger("signup", { requestId }),
  });
  response.headers.set("X-Request-Id", requestId);
  return response;
}

// Only POST: every other method (a CORS preflight included) is 405 with `Allow: POST`.
// Next.js would answer OPTIONS with 204 and the others with a bare 405 on its own.
export const GET = methodNotAllowed;
export const HEAD = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
