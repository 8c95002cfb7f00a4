import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The bundled dataset is read from content/ at build and request time.
  outputFileTracingIncludes: { "/**": ["./content/**/*.ndjson"] },
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }] },
};

export default nextConfig;
