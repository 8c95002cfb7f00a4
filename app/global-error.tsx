"use client";

/** Last-resort error screen for failures in the root layout itself (the site's styles may be unavailable). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          margin: 0,
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          color: "#0f172a",
        }}
      >
        <main style={{ maxWidth: "32rem", padding: "2rem", textAlign: "center" }} role="alert">
          <h1 style={{ fontSize: "2rem" }}>Something went wrong</h1>
          <p>We couldn&rsquo;t load the site. Please try again in a moment.</p>
          <p style={{ display: "flex", gap: "1rem", justifyContent: "center" }}>
            <button
              type="button"
              onClick={reset}
              style={{
                padding: "0.75rem 1.25rem",
                borderRadius: "0.5rem",
                border: 0,
                background: "#1d4ed8",
                color: "#fff",
                fontWeight: 600,
              }}
            >
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point after a root failure */}
            <a href="/" style={{ padding: "0.75rem 1.25rem", color: "#1d4ed8", fontWeight: 600 }}>
              Back to Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
