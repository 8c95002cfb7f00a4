/**
 * The security headers of every response, as next.config.ts `headers()` rules.
 * A static policy: pages stay prerendered (README, "Content-Security-Policy").
 */
import { CONTENT_IMAGE_POLICY } from "./content-images.ts";
type Header = { key: string; value: string };
type Rule = { source: string; headers: Header[]; has?: { type: "cookie"; key: string }[] };

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const SANITY_API = "https://*.sanity.io wss://*.sanity.io";
/** Next.js sets this cookie while draft mode is on. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
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

export function contentSecurityPolicy({ turnstile, studio, framedByStudio, contentLake }: { turnstile: boolean; studio: boolean; framedByStudio: boolean; contentLake?: string }): string {
  const extra = (values: string[], when: boolean) => (when ? values : []);
  return policy({
    "default-src": ["'self'"],
    // Next.js streams its page data in inline scripts; without per-request nonces they need 'unsafe-inline'.
    "script-src": ["'self'", "'unsafe-inline'", ...extra([TURNSTILE_ORIGIN], turnstile), ...extra(["'unsafe-eval'"], studio)],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Uploaded images are Sanity CDN URLs, or `/images/…` on this site under the local Content Lake;
    // the Studio's own previews of them come from the lake (its apiHost).
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://cdn.sanity.io",
      ...extra(["https://lh3.googleusercontent.com", "https://*.gravatar.com", ...contentLakeOrigins(contentLake).filter((origin) => origin.startsWith("https:"))], studio),
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...extra([SANITY_API, ...contentLakeOrigins(contentLake)], studio || framedByStudio), ...extra([TURNSTILE_ORIGIN], turnstile)],
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
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

export function securityHeaderRules({ turnstile, contentLake }: { turnstile: boolean; contentLake?: string }): Rule[] {
  const csp = (options: { studio: boolean; framedByStudio: boolean }) => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy({ turnstile, contentLake, ...options }),
  });
  // Later rules override earlier ones for the same header.
  return [
    { source: "/:path*", headers: [...COMMON, csp({ studio: false, framedByStudio: false })] },
    { source: "/:path*", has: [{ type: "cookie", key: DRAFT_MODE_COOKIE }], headers: [csp({ studio: false, framedByStudio: true })] },
    { source: "/studio/:path*", headers: [csp({ studio: true, framedByStudio: false })] },
    { source: "/studio", headers: [csp({ studio: true, framedByStudio: false })] },
    // Images uploaded through the local Content Lake (app/images/…): an SVG opened on its own runs no script.
    { source: "/images/:path*", headers: [{ key: "Content-Security-Policy", value: CONTENT_IMAGE_POLICY }] },
  ];
}
