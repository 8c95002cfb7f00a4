import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

/** The code sample's request body (its colouring is tested against it). */
export const codeSampleRequest = JSON.stringify(
  { document_id: "doc_1", signers: [{ name: "Jordan Doe" }], workflow: "ron", count: 2, active: true },
  null,
  2,
);

export const fixture: BlockOf<"codeSample"> = {
  _key: "cs",
  _type: "codeSample",
  ...section("endpoints", "Endpoints"),
  requestLabel: "Request",
  responseLabel: "Response",
  note: "Illustrative.",
  samples: [
    {
      _key: "a",
      method: "POST",
      endpoint: "/api/v1/sessions",
      summary: "Create a session.",
      request: codeSampleRequest,
      response: '{"session_id": "ses_1"}',
    },
    { _key: "b", method: "GET", endpoint: "/api/v1/webhooks", summary: null, request: null, response: '{"data": []}' },
  ],
};
