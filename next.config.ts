import type { NextConfig } from "next";
import { securityHeaderRules } from "./lib/security-headers";

// Built into the routes manifest: the public key decides whether pages load the Turnstile widget.
const turnstile = Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The bundled dataset is read from content/ at build and request time.
  outputFileTracingIncludes: { "/**": ["./content/**/*.ndjson"] },
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }] },
  async headers() {
    return securityHeaderRules({ turnstile });
  },
};

export default nextConfig;
