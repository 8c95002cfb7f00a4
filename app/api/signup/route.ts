import { after } from "next/server";
import { handleSignup, methodNotAllowed } from "@/lib/signup/handler";
import { getSignupRuntime } from "@/lib/signup/runtime";

export const dynamic = "force-dynamic";

/**
 * Work that must not hold up the answer (the applicant confirmation) runs after it with
 * Next.js's `after()`, so the platform keeps the function alive for it. Outside a request
 * scope (the route called directly, in tests) `after` throws: the task then just starts.
 */
function afterResponse(task: () => Promise<unknown>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}

/** The early-access signup: see lib/signup/handler.ts and DESIGN.md's HTTP contract. */
export async function POST(request: Request): Promise<Response> {
  return handleSignup(request, { ...getSignupRuntime().deps, defer: afterResponse });
}

// Only POST: every other method (a CORS preflight included) is 405 with `Allow: POST`.
// Next.js would answer OPTIONS with 204 and the others with a bare 405 on its own.
export const GET = methodNotAllowed;
export const HEAD = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
