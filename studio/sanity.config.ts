import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "@/schemas";
import { withSlugRedirect } from "./actions/publish-with-redirect";
import { BrandMark } from "./brand-mark";
import { presentationResolve } from "./presentation";
import { structure } from "./structure";
import { studioApiHost, studioDataset, studioProjectId } from "./env";

const singletonNames = new Set<string>([...singletonTypes.map((type) => type.name), "brand"]);
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

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
  ],
  schema: {
    types: schemaTypes,
    // Singletons and brands are created by the structure, never from "new document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonNames.has(schemaType)),
  },
  document: {
    comments: hostedOnly,
    actions: (actions, { schemaType }) => {
      if (singletonNames.has(schemaType)) return actions.filter(({ action }) => action && singletonActions.has(action));
      if (schemaType === "solutionPage" || schemaType === "page") {
        return actions.map((action) => (action.action === "publish" ? withSlugRedirect(action, schemaType) : action));
      }
      return actions;
    },
  },
});
