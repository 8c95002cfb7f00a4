import path from "node:path";
import type { NextConfig } from "next";
import { nextRewrites, pageRedirects, sharedPerRequestRules } from "./lib/routing/next-rules";
import { securityHeaderRules } from "./lib/platform/security-headers";

// Built into the routes manifest: the public key decides whether pages load the Turnstile widget.
const turnstile = Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);

const nextConfig: NextConfig = {
  // `npm run edit` builds into its own folder (its public settings differ), so switching between
  // it and `npm start` does not rebuild each time.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // A self-contained server folder (.next/standalone: the traced server code and node_modules)
  // that scripts/assemble-standalone.mjs completes for the container (Dockerfile). `next start`
  // and `npm start` keep serving from .next as before.
  output: "standalone",
  // Rendered pages and tagged fetches: Next.js's own cache, or with REDIS_URL one cache every
  // instance shares (lib/platform/cache-handler/index.ts). Absolute: the build records it for the server.
  cacheHandler: path.join(process.cwd(), "lib/platform/cache-handler/index.ts"),
  // `npm test` type-checks the whole project (tsc) before it builds for its browser suites; its two
  // builds then skip Next.js's own pass over the same files (15–35 s each on two cores).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  poweredByHeader: false,
  // The bundled dataset is read from content/ at build and request time, and images uploaded
  // through the local Content Lake from content/images/ (app/images/…).
  outputFileTracingIncludes: { "/**": ["./content/**/*.ndjson", "./content/images/*"] },
  // No page uses next/image: CMS images are server-rendered <img srcset> from @sanity/image-url
  // (lib/sanity/image.ts), resized by Sanity's CDN or, for the dataset's own images, by the site's
  // image route (app/images/…), and link-preview images are generated. The optimizer is off, so
  // /_next/image answers 404 to everything and never fetches, decodes or caches anything.
  images: { unoptimized: true },
  // Every page's public address to its route under app/[locale]/, its Markdown rendition and its
  // link-preview image, all from the one routing table (lib/routing/next-rules.ts).
  async redirects() {
    return pageRedirects();
  },
  async rewrites() {
    // Every Studio deep link gets the one static Studio page; its client-side router reads the
    // address. Before the file-system routes, so no route renders (or caches) per address.
    return nextRewrites([{ source: "/studio/:path+", destination: "/studio" }]);
  },
  async headers() {
    return [
      ...securityHeaderRules({
        turnstile,
        contentLake: process.env.NEXT_PUBLIC_SANITY_API_HOST,
        projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      }),
      // Pages rendered per request that a CDN may keep (the checker's answers).
      ...sharedPerRequestRules(),
    ];
  },
};

export default nextConfig;
