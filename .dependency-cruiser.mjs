// The direction of the project's imports, checked by dependency-cruiser (`npm run lint:deps`, part of
// `npm run lint` and so of `npm test`'s static step). Type-only imports count
// (tsPreCompilationDeps): a type imported back up is still a dependency that runs the wrong way.
// No file imports, directly or not, a module that imports it; lib/ is the bottom layer and imports
// no component, route or Studio module; the GROQ side and the Markdown side of the blocks load no
// component, so lib/, which reads both, reaches none through them either. docs/blocks.md describes
// the blocks' registries.

/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "An import cycle among the project's files. Move what both sides need into a module that imports neither (a types-only module, a lower layer).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-to-components-app-studio",
      comment:
        "lib/ is the bottom layer: components, features, routes and the Studio import it, never the reverse. Move what lib/ needs into lib/.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(components|features|app|studio)/" },
    },
    {
      name: "features-above-components-and-lib",
      comment:
        "features/ holds each feature's route controllers and its own components, which routes import; lib/, components/ and blocks/ never import a feature.",
      severity: "error",
      from: { path: "^(lib|components|blocks)/" },
      to: { path: "^features/" },
    },
    {
      name: "queries-reach-no-component",
      comment:
        "A GROQ query or projection is text: it loads no component and no React, so importing a query never brings a block's component (or its client part) into a page or a route handler.",
      severity: "error",
      from: {
        path: [
          "^blocks/[^/]+/query\\.ts$",
          "^blocks/projections\\.ts$",
          "^lib/sanity/[a-z-]*queries\\.ts$",
          "^lib/sanity/fragments\\.ts$",
        ],
      },
      to: { path: ["\\.tsx$", "(^|/)node_modules/(react|react-dom)/"], reachable: true },
    },
    {
      name: "markdown-reaches-no-component",
      comment:
        "A page's Markdown rendition is written from the blocks' Markdown functions, not from their components: the Markdown side loads no component.",
      severity: "error",
      from: { path: ["^blocks/[^/]+/markdown\\.ts$", "^blocks/markdown\\.ts$", "^lib/markdown/"] },
      to: { path: "\\.tsx$", reachable: true },
    },
    {
      name: "block-not-to-registry",
      comment:
        "A block's files import lib/, components/ui/ and blocks/types.ts; the registries import the blocks, never the reverse.",
      severity: "error",
      from: { path: "^blocks/[^/]+/" },
      to: { path: "^blocks/(components|markdown|projections|schemas)\\.ts$" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import dependency-cruiser cannot resolve is an edge the checks above cannot see.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The `@/` alias.
    tsConfig: { fileName: "tsconfig.json" },
    // Packages are leaves: their own imports are not the project's.
    doNotFollow: { path: "(^|/)node_modules/" },
    // Build output, test reports and local state (.gitignore).
    exclude: {
      path: "^(\\.next|\\.next-edit|\\.next-scale-[^/]*|test-results|playwright-report|tmp|\\.sanity|\\.lake|\\.studio-tests|\\.outbox)/",
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};

export default config;
