/**
 * The security headers of every response, as next.config.ts `headers()` rules.
 * A static policy: pages stay prerendered (README, "Content-Security-Policy").
 */
import { CONTENT_IMAGE_POLICY } from "./uploaded-images.ts";
type Header = { key: string; value: string };
type Rule = { source: string; headers: Header[]; has?: { type: "cookie"; key: string }[] };

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * What Sanity Studio 6.16 loads from Sanity's own hosts, whatever project it edits (found in the
 * `sanity` and `next-sanity` packages; README, "Studio"):
 * - `core.sanity-cdn.com`: next-sanity's `<NextStudio>` adds `https://core.sanity-cdn.com/bridge.js`
 *   (a module script, with a modulepreload) to every Studio page;
 * - `sanity-cdn.com`: the Studio's version check fetches `https://sanity-cdn.com/v1/modules/sanity/…`
 *   when it opens and every 15 minutes;
 * - `design-system-static.sanity.io`: the Inter font faces of Sanity UI's stylesheet.
 */
export const STUDIO_SCRIPT_ORIGINS = ["https://core.sanity-cdn.com"] as const;
export const STUDIO_CONNECT_ORIGINS = ["https://sanity-cdn.com"] as const;
export const STUDIO_FONT_ORIGINS = ["https://design-system-static.sanity.io"] as const;

/**
 * A hosted project's Content Lake, as the Studio and draft-mode previews reach it: its own API
 * host over HTTPS (documents, queries, listeners, users, telemetry) and WebSocket (presence), and
 * the global API host (the Studio's error reports, `https://api.sanity.io/vX/intake/…`).
 * None for the local Content Lake of `npm run edit`, which has its own origins.
 */
export function hostedProjectOrigins(projectId: string | undefined, contentLake: string | undefined): string[] {
  if (!projectId || contentLake || !/^[a-z0-9-]+$/.test(projectId)) return [];
  return [`https://${projectId}.api.sanity.io`, `wss://${projectId}.api.sanity.io`, "https://api.sanity.io"];
}

/** Next.js sets this cookie while draft mode is on. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * Directives a browser reads from `default-src` when they are absent (`frame-src` by way of
 * `child-src`, which the policy never sets; not `worker-src`, which falls back to `script-src`).
 */
const FROM_DEFAULT = new Set([
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "media-src",
  "manifest-src",
  "frame-src",
]);

/** The header's text; a directive that would say what `default-src` says is left out (it costs every response ~40 bytes). */
function policy(directives: Record<string, string[]>): string {
  const fallback = (directives["default-src"] ?? []).join(" ");
  return Object.entries(directives)
    .filter(([name, values]) => !(FROM_DEFAULT.has(name) && values.join(" ") === fallback))
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The Content Lake's origins when the Studio is pointed at a local one (`npm run edit`:
 * `https://localhost:<port>`, which the Studio calls as `https://<projectId>.localhost:<port>`).
 */
function contentLakeOrigins(apiHost: string | undefined): string[] {
  if (!apiHost) return [];
  const url = new URL(apiHost);
  const wildcard = `*.${url.hostname}${url.port ? `:${url.port}` : ""}`;
  return [url.origin, `${url.protocol}//${wildcard}`, `wss://${url.host}`, `wss://${wildcard}`];
}

type PolicyOptions = {
  turnstile: boolean;
  studio: boolean;
  framedByStudio: boolean;
  contentLake?: string;
  projectId?: string;
};

export function contentSecurityPolicy({
  turnstile,
  studio,
  framedByStudio,
  contentLake,
  projectId,
}: PolicyOptions): string {
  const extra = (values: readonly string[], when: boolean) => (when ? values : []);
  const lake = [...hostedProjectOrigins(projectId, contentLake), ...contentLakeOrigins(contentLake)];
  return policy({
    "default-src": ["'self'"],
    // Next.js streams its page data in inline scripts; without per-request nonces they need 'unsafe-inline'.
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      ...extra([TURNSTILE_ORIGIN], turnstile),
      ...extra(["'unsafe-eval'", ...STUDIO_SCRIPT_ORIGINS], studio),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Uploaded images are Sanity CDN URLs, or `/images/…` on this site under the local Content Lake;
    // the Studio's own previews of them come from the lake (its apiHost).
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://cdn.sanity.io",
      ...extra(
        [
          "https://lh3.googleusercontent.com",
          "https://*.gravatar.com",
          ...contentLakeOrigins(contentLake).filter((origin) => origin.startsWith("https:")),
        ],
        studio,
      ),
    ],
    "font-src": ["'self'", "data:", ...extra(STUDIO_FONT_ORIGINS, studio)],
    "connect-src": [
      "'self'",
      ...extra(STUDIO_CONNECT_ORIGINS, studio),
      ...extra(lake, studio || framedByStudio),
      ...extra([TURNSTILE_ORIGIN], turnstile),
    ],
    "frame-src": ["'self'", ...extra([TURNSTILE_ORIGIN], turnstile)],
    // The ALTCHA proof-of-work runs in web workers.
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Pages are never framed, except by our own Studio's Presentation tool while previewing drafts.
    "frame-ancestors": [framedByStudio ? "'self'" : "'none'"],
  });
}

const COMMON: Header[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * `projectId` (NEXT_PUBLIC_SANITY_PROJECT_ID) names the hosted project's API hosts; `contentLake`
 * (NEXT_PUBLIC_SANITY_API_HOST) a local Content Lake instead.
 */
export function securityHeaderRules({
  turnstile,
  contentLake,
  projectId,
}: {
  turnstile: boolean;
  contentLake?: string;
  projectId?: string;
}): Rule[] {
  const csp = (options: { studio: boolean; framedByStudio: boolean }) => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy({ turnstile, contentLake, projectId, ...options }),
  });
  // Later rules override earlier ones for the same header.
  return [
    { source: "/:path*", headers: [...COMMON, csp({ studio: false, framedByStudio: false })] },
    {
      source: "/:path*",
      has: [{ type: "cookie", key: DRAFT_MODE_COOKIE }],
      headers: [csp({ studio: false, framedByStudio: true })],
    },
    { source: "/studio/:path*", headers: [csp({ studio: true, framedByStudio: false })] },
    { source: "/studio", headers: [csp({ studio: true, framedByStudio: false })] },
    // Images uploaded through the local Content Lake (app/images/…): an SVG opened on its own runs no script.
    { source: "/images/:path*", headers: [{ key: "Content-Security-Policy", value: CONTENT_IMAGE_POLICY }] },
  ];
}
