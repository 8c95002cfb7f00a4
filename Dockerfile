# syntax=docker/dockerfile:1
# The production site as one image: Next.js's standalone output plus our server (server/), run by
# Node.js 24 as a non-root user. See docs/operations.md.
#
#   docker build -t notavo-site .
#   docker run -p 3000:3000 --env-file .env notavo-site
#
# NEXT_PUBLIC_* settings are built into the pages: pass them as build arguments
# (--build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com). Everything else is read at start.
#
# tests/reliability/standalone.test.ts runs what this image runs: it assembles the same folder with
# the same script into an empty directory and starts it with the runtime stage's ENV and CMD only
# (it reads them from this file).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- dependencies: the locked packages (Next.js, the Studio, the build's tooling) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# Exactly the locked versions, as .ci/run installs them (the lockfile holds every platform's
# native packages, tests/unit/lockfile.test.ts).
RUN npm ci --no-audit --no-fund

# ---- build: next build (output: "standalone"), then the folder the runtime stage copies ----
FROM deps AS build
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_BRAND
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET
ARG NEXT_PUBLIC_TURNSTILE_SITE_KEY
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The folders the server writes to (the render cache under .next, the local email outbox when no
# RESEND_API_KEY is set) are moved aside, to be copied for the runtime user; the code stays root's.
RUN npm run build \
 && node scripts/assemble-standalone.mjs /out/app \
 && mkdir /out/app/.outbox \
 && mv /out/app/.next /out/app/.outbox /out/

# ---- runtime: Node.js 24, the assembled folder, nothing else ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
COPY --from=build /out/app ./
COPY --from=build --chown=node:node /out/.next ./.next
COPY --from=build --chown=node:node /out/.outbox ./.outbox
USER node
EXPOSE 3000
# GET /api/health answers 200 while the process serves. The slim image has no curl: Node.js's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`, { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets the SIGTERM of `docker stop` itself (server/main.ts drains and
# exits); no shell or npm in between to swallow it. It starts no child processes, so nothing needs reaping.
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
