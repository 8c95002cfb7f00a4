import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { TRANSLATED_TYPES } from "@/lib/routing/paths";
import { schemaTypes, singletonTypes } from "@/schemas";
import { withSlugRedirect } from "./actions/publish-with-redirect";
import { BrandMark } from "./brand-mark";
import { presentationResolve } from "./presentation";
import { signupsTool } from "./signups-tool";
import { structure } from "./structure";
import { translations } from "./translations";
import { studioApiHost, studioDataset, studioProjectId } from "./env";

const singletonNames = new Set<string>([...singletonTypes.map((type) => type.name), "brand"]);
const singletonActions = new Set(["publish", "discardChanges", "restore"]);
const translatedTypes = new Set<string>(TRANSLATED_TYPES);

/**
 * What needs Sanity's hosted Content Lake and cannot work on the local one of `npm run edit`
 * (lake/: documents, drafts, queries and images, but no releases, schedules, comments or tasks):
 * offered with a hosted project only. Under the local lake, the Releases tab opened an empty page.
 */
const hosted = !studioApiHost;
const hostedOnly = { enabled: hosted };

export default defineConfig({
  name: "default",
  title: "Notavo",
  icon: BrandMark,
  basePath: "/studio",
  projectId: studioProjectId,
  dataset: studioDataset,
  ...(studioApiHost ? { apiHost: studioApiHost } : {}),
  // The session is a token the Studio keeps (not only a cookie on Sanity's domain, which "dual"
  // prefers where the browser allows it): the Signups tool shows it to the site's own server, which
  // checks it with Sanity before answering with Plausible's numbers (lib/analytics/signups-stats.ts).
  auth: { loginMethod: "token" },
  releases: hostedOnly,
  scheduledDrafts: hostedOnly,
  scheduledPublishing: hostedOnly,
  tasks: hostedOnly,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      previewUrl: { previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" } },
      resolve: presentationResolve,
    }),
    // Pages translated per document: language badge, Translations menu (studio/translations.ts).
    translations,
  ],
  // The signup wizard's funnel from Plausible (studio/signups-tool.tsx).
  tools: (tools) => [...tools, signupsTool],
  schema: {
    types: schemaTypes,
    templates: (templates) =>
      templates.filter(({ id, schemaType }) => {
        // Singletons (in every language) and brands are made in advance and shown by the structure, never created.
        if (singletonNames.has(schemaType)) return false;
        // A page starts in English (its language field's initial value); the other languages are
        // made from it with the Translations menu, which links them: not the plugin's per-language
        // templates, whose pages would be linked to nothing.
        if (translatedTypes.has(schemaType)) return id === schemaType;
        return true;
      }),
  },
  document: {
    comments: hostedOnly,
    // No "new document" for the plugin's link documents: the Translations menu makes them.
    newDocumentOptions: (items) => items.filter(({ templateId }) => templateId !== "translation.metadata"),
    actions: (actions, { schemaType }) => {
      if (singletonNames.has(schemaType)) return actions.filter(({ action }) => action && singletonActions.has(action));
      if (schemaType === "solutionPage" || schemaType === "page") {
        return actions.map((action) => (action.action === "publish" ? withSlugRedirect(action, schemaType) : action));
      }
      return actions;
    },
  },
});
