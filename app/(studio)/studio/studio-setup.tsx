import Link from "next/link";

const steps = [
  "Create a project at sanity.io/manage (or run `npx sanity init` and pick “Create new project”).",
  "Add http://localhost:3000 (and your site's address) under API → CORS origins, with credentials allowed.",
  "Set NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET in .env.local (see .env.example).",
  "Run `npm run seed` to import the bundled content into the dataset.",
  "Restart the site: npm start rebuilds when the configuration changes.",
];

/** Shown at /studio while no Sanity project is configured: the site runs on its bundled content. */
export function StudioSetup() {
  return (
    <main
      style={{
        fontFamily: "system-ui, sans-serif",
        maxWidth: "40rem",
        margin: "0 auto",
        padding: "4rem 1.5rem",
        color: "#0f172a",
        lineHeight: 1.6,
      }}
    >
      <h1 style={{ fontSize: "2rem", lineHeight: 1.2 }}>Connect a Sanity project to edit content</h1>
      <p>
        This site is running on its bundled content (the <code>content/</code> folder), so there is no Studio to open
        yet. To edit pages in Sanity Studio:
      </p>
      <ol>
        {steps.map((step) => (
          <li key={step} style={{ marginBottom: "0.5rem" }}>
            {step}
          </li>
        ))}
      </ol>
      <p>
        The README&rsquo;s section for marketers and operators has the details. <Link href="/">Back to the site</Link>
      </p>
    </main>
  );
}
