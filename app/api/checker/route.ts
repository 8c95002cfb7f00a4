import { getCheckerDocuments, getCheckerStates } from "@/lib/checker/content";
import { checkerMethodNotAllowed, handleCheckerRequest } from "@/lib/checker/handler";

export const dynamic = "force-dynamic";

const deps = { documents: getCheckerDocuments, states: getCheckerStates };

/** The checker's form without JavaScript: 303 to the answer, or 400 with the form (lib/checker/handler.ts). */
export const GET = (request: Request) => handleCheckerRequest(request, deps);
export const HEAD = GET;
export const POST = checkerMethodNotAllowed;
