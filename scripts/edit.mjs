// `npm run edit`: edit the bundled content in Sanity Studio with no account. Starts the local
// Content Lake (lake/) on `content/`, builds the site for it when needed (into `.next-edit`, its
// public settings differ from `npm start`'s), serves the site on PORT (default 3000, on loopback
// like the lake unless HOST names another address) reading the lake through the hosted-content
// path, revalidates pages when a document is published, and prints the Studio's address (logged
// in through the per-run token) and the site's. Ctrl-C stops both; a second Ctrl-C exits at once.
// Settings in .env files count (server/env-files.ts). The work is in scripts/edit-session.ts.
import "./node-version.mjs";

const { loadEnvFiles } = await import("../server/env-files.ts");
loadEnvFiles();
const { runEdit } = await import("./edit-session.ts");
await runEdit();
