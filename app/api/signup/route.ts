import { handleSignup } from "@/lib/signup/handler";
import { getSignupRuntime } from "@/lib/signup/runtime";

export const dynamic = "force-dynamic";

/** The early-access signup: see lib/signup/handler.ts and DESIGN.md's HTTP contract. */
export async function POST(request: Request): Promise<Response> {
  return handleSignup(request, getSignupRuntime().deps);
}
