import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import {
  actOut,
  answerRecorded,
  createScript,
  listen,
  readBody,
  scriptControls,
  sendJson,
  type StandIn,
} from "./scripted-answers";

/** One form submission as the stand-in received it. */
export type HubSpotRequest = {
  portalId: string;
  formGuid: string;
  secure: boolean;
  authorization: string | null;
  userAgent: string | null;
  /** The parsed body, or null when it was not JSON. */
  body: HubSpotBody | null;
  /** `fields` as name → value. */
  fields: Record<string, string>;
  /** The status answered, 0 while unanswered (hanging, or still slow). */
  status: number;
  at: number;
};

type HubSpotBody = {
  fields?: unknown;
  submittedAt?: unknown;
  context?: { pageUri?: unknown; pageName?: unknown; ipAddress?: unknown; hutk?: unknown };
  legalConsentOptions?: unknown;
};

/**
 * Scripted like every CRM stand-in (`queue`, `setPlan`, and `setRateLimit` for HubSpot's rolling
 * limit); `url` is what HUBSPOT_FORMS_URL is set to (`http://127.0.0.1:<port>`).
 */
export type FakeHubSpot = StandIn & {
  /** Submissions HubSpot took (answered 200), oldest first. */
  submissions: () => HubSpotRequest[];
  /** Every submission received, answered or not. */
  requests: () => HubSpotRequest[];
  /** Resolves with the submissions once `count` were taken (rejects after `timeoutMs`). */
  waitForSubmissions: (count: number, timeoutMs?: number) => Promise<HubSpotRequest[]>;
};

/** The properties of the stand-in's form: the public endpoint refuses any other field, as HubSpot does. */
export const FORM_FIELDS = ["email", "firstname", "lastname", "phone", "company", "state", "message"];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldError = { message: string; errorType: string };

/** What HubSpot's validation finds wrong with a submission (its error types and messages). */
function validate(body: HubSpotBody, secure: boolean, formFields: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const fields = Array.isArray(body.fields) ? (body.fields as { name?: unknown; value?: unknown }[]) : null;
  if (!fields)
    return [{ message: "Error in 'fields'. Required field 'fields' is missing", errorType: "REQUIRED_FIELD" }];
  if (fields.length > 1000)
    errors.push({
      message: "Error in 'fields'. Too many fields",
      errorType: "MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED",
    });
  for (const field of fields) {
    const name = typeof field?.name === "string" ? field.name : "";
    if (typeof field?.value !== "string")
      errors.push({ message: `Error in 'fields.${name}'. Value must be a string`, errorType: "INVALID_FIELD_VALUE" });
    else if (field.value.length > 65_536)
      errors.push({ message: `Error in 'fields.${name}'. Value is too large`, errorType: "INPUT_TOO_LARGE" });
    if (!secure && !formFields.includes(name))
      errors.push({
        message: `Error in 'fields.${name}'. Field '${name}' is not in the form definition`,
        errorType: "FIELD_NOT_IN_FORM_DEFINITION",
      });
  }
  const email = fields.find((field) => field?.name === "email")?.value;
  if (typeof email !== "string" || email === "")
    errors.push({ message: "Error in 'fields.email'. Required field 'email' is missing", errorType: "REQUIRED_FIELD" });
  else if (!EMAIL.test(email) || email.includes("invalid-at-hubspot"))
    errors.push({ message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" });
  const context = body.context ?? {};
  if (typeof context.pageUri === "string" && !/^https?:\/\//.test(context.pageUri))
    errors.push({ message: "Error in 'context.pageUri'. Invalid page URI", errorType: "INVALID_PAGE_URI" });
  if (context.ipAddress !== undefined && (typeof context.ipAddress !== "string" || !isIP(context.ipAddress)))
    errors.push({ message: "Error in 'context.ipAddress'. Invalid IP address", errorType: "INVALID_IP_ADDRESS" });
  if (context.hutk !== undefined && (typeof context.hutk !== "string" || !/^[0-9a-f]{32}$/.test(context.hutk)))
    errors.push({ message: "Error in 'context.hutk'. Invalid hutk", errorType: "INVALID_HUTK" });
  if (body.submittedAt !== undefined && !/^\d{13}$/.test(String(body.submittedAt)))
    errors.push({ message: "Error in 'submittedAt'. Invalid timestamp", errorType: "INVALID_METADATA" });
  const consent = (body.legalConsentOptions as { consent?: Record<string, unknown> } | undefined)?.consent;
  if (body.legalConsentOptions !== undefined) {
    const communications = consent?.communications;
    const wellFormed =
      consent &&
      typeof consent.consentToProcess === "boolean" &&
      typeof consent.text === "string" &&
      Array.isArray(communications) &&
      communications.every(
        (entry: { value?: unknown; subscriptionTypeId?: unknown; text?: unknown }) =>
          typeof entry?.value === "boolean" &&
          typeof entry.subscriptionTypeId === "number" &&
          typeof entry.text === "string",
      );
    if (!wellFormed)
      errors.push({
        message: "Error in 'legalConsentOptions'. Invalid legal consent options",
        errorType: "INVALID_LEGAL_OPTION_FORMAT",
      });
  }
  return errors;
}

/**
 * A real HTTP stand-in for HubSpot's Forms API submission endpoints,
 * `POST /submissions/v3/integration/submit/{portalId}/{formGuid}` and, with a bearer access
 * token, `…/integration/secure/submit/…` (point HUBSPOT_FORMS_URL at it). Like HubSpot it answers
 * 200 `{inlineMessage}`; 400 `{status: "error", message, correlationId, errors: [{message:
 * "Error in 'fields.email'. …", errorType}]}` for what its validation refuses (a missing or invalid
 * email, a field not on the form on the public endpoint, a bad IP address, page URI or consent
 * options; an address containing `invalid-at-hubspot` is refused as HubSpot would an address it
 * deems undeliverable); 401 for a missing or wrong token; 404 for another account or form; and,
 * past `setRateLimit`'s rolling limit, 429 `{errorType: "RATE_LIMIT", policyName:
 * "TEN_SECONDLY_ROLLING"}` with `Retry-After`. `queue` and `setPlan` script failures (5xx, 429,
 * slow, hang). A submission counts as taken only when its 200 reaches an open connection.
 * `GET /__submissions` and `GET /__requests` list them for browser tests.
 */
export async function startFakeHubSpot({
  port = 0,
  portalId = "4242",
  formGuid = "0c7b5c3e-9a4f-4c6e-8d2b-1f3a5e7c9b11",
  token,
  formFields = FORM_FIELDS,
}: {
  port?: number;
  portalId?: string;
  formGuid?: string;
  /** The access token the secure endpoint accepts (any bearer token when unset). */
  token?: string;
  formFields?: readonly string[];
} = {}): Promise<FakeHubSpot> {
  let requests: HubSpotRequest[] = [];
  const script = createScript();
  const error = (message: string, extra: Record<string, unknown> = {}) => ({
    status: "error",
    message,
    correlationId: randomUUID(),
    ...extra,
  });

  const answer = (response: ServerResponse, record: { status: number }, status: number, body: unknown, headers = {}) =>
    answerRecorded(script, response, record, status, body, headers);

  const handleSubmit = async (request: IncomingMessage, response: ServerResponse, match: RegExpExecArray) => {
    const raw = await readBody(request);
    let body: HubSpotBody | null = null;
    try {
      body = JSON.parse(raw) as HubSpotBody;
    } catch {
      body = null;
    }
    const fields = Object.fromEntries(
      (Array.isArray(body?.fields) ? (body.fields as { name?: unknown; value?: unknown }[]) : []).map((field) => [
        String(field?.name),
        String(field?.value),
      ]),
    );
    const record: HubSpotRequest = {
      secure: match[1] === "secure/",
      portalId: match[2] ?? "",
      formGuid: match[3] ?? "",
      authorization: request.headers.authorization ?? null,
      userAgent: request.headers["user-agent"] ?? null,
      body,
      fields,
      status: 0,
      at: Date.now(),
    };
    requests.push(record);
    script.changed();

    if (
      record.secure &&
      (!record.authorization?.startsWith("Bearer ") || (token && record.authorization !== `Bearer ${token}`))
    )
      return answer(
        response,
        record,
        401,
        error(
          "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview",
          { category: "INVALID_AUTHENTICATION" },
        ),
      );
    if (record.portalId !== portalId || record.formGuid !== formGuid)
      return answer(response, record, 404, error(`Form ${record.formGuid} of portal ${record.portalId} not found`));

    const real = await actOut(script, response, record, {
      limited: error("You have reached your ten_secondly_rolling limit.", {
        errorType: "RATE_LIMIT",
        policyName: "TEN_SECONDLY_ROLLING",
      }),
      // HubSpot's own failure is JSON; a 502 or 503 comes from a proxy in front of it.
      failure: (status) => (status === 500 ? error("internal error") : undefined),
      defaultStatus: 502,
    });
    if (!real) return;
    if (!body) return answer(response, record, 400, error("Invalid input JSON on line 1", { errors: [] }));
    const errors = validate(body, record.secure, formFields);
    if (errors.length > 0) return answer(response, record, 400, error("The request is not valid", { errors }));
    answer(response, record, 200, { inlineMessage: "Thanks for submitting the form." });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const match = /^\/submissions\/v3\/integration\/(secure\/)?submit\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && match) {
      handleSubmit(request, response, match).catch((failure: Error) => {
        if (!response.headersSent) sendJson(response, 500, { status: "error", message: failure.message });
      });
      return;
    }
    if (request.method === "GET" && url.pathname === "/__submissions")
      return sendJson(
        response,
        200,
        requests.filter((entry) => entry.status === 200),
      );
    if (request.method === "GET" && url.pathname === "/__requests") return sendJson(response, 200, requests);
    sendJson(response, 404, { status: "error", message: `No route for ${url.pathname}` });
  });
  const actualPort = await listen(server, port);
  const submissions = () => requests.filter((entry) => entry.status === 200);

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    submissions,
    requests: () => [...requests],
    ...scriptControls(script, server),
    waitForSubmissions: (count, timeoutMs = 10_000) =>
      script.waitFor(submissions, (taken) => taken.length >= count, `${count} HubSpot submissions`, timeoutMs),
    reset: () => {
      requests = [];
      script.reset();
    },
  };
}
