import type { BlockOf } from "@/lib/content";
import { section } from "@/tests/support/render";

/** The code sample's request body (its colouring is tested against it). */
export const codeSampleRequest = JSON.stringify({ document_id: "doc_1", signers: [{ name: "Jordan Doe" }], workflow: "ron", count: 2, active: true }, null, 2);

/** A state of the coverage block: no requirement recorded unless given. */
export const coverageState = (
  code: BlockOf<"stateCoverage">["states"][number]["code"],
  name: string,
  status: BlockOf<"stateCoverage">["states"][number]["status"],
  extra: Partial<BlockOf<"stateCoverage">["states"][number]> = {},
): BlockOf<"stateCoverage">["states"][number] => ({
  code,
  name,
  status,
  effectiveDate: null,
  citation: null,
  requirements: { training: null, trainingHours: null, exam: null, certificate: null, eoAmount: null, bondAmount: null, registration: null, registrationFee: null, note: null },
  sourceUrl: "https://www.example.gov/notary",
  lastVerified: "2026-11-23",
  unverified: true,
  ...extra,
});

export const fixture: BlockOf<"codeSample"> = {
  _key: "cs",
  _type: "codeSample",
  ...section("endpoints", "Endpoints"),
  requestLabel: "Request",
  responseLabel: "Response",
  note: "Illustrative.",
  samples: [
    { _key: "a", method: "POST", endpoint: "/api/v1/sessions", summary: "Create a session.", request: codeSampleRequest, response: '{"session_id": "ses_1"}' },
    { _key: "b", method: "GET", endpoint: "/api/v1/webhooks", summary: null, request: null, response: '{"data": []}' },
  ],
};
