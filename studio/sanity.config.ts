import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "@/schemas";
import { structure } from "./structure";
import { studioDataset, studioProjectId } from "./env";

const singletonNames = new Set<string>([...singletonTypes.map((type) => type.name), "brand"]);
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "RON site",
  basePath: "/studio",
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Singletons and brands are created by the structure, never from "new document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonNames.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonNames.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
  },
});
