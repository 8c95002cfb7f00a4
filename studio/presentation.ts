import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";

const everyPage = { title: "Every page (header, footer and modals)", href: "/" };

/** Where each document shows on the site, and which document a site URL is about. */
export const presentationResolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments([
    { route: "/", filter: `_type == "homePage"` },
    { route: "/solutions/:slug", filter: `_type == "solutionPage" && slug.current == $slug` },
    { route: "/early-access", filter: `_id == "earlyAccessPage"` },
    { route: "/:slug", filter: `_type == "page" && slug.current == $slug` },
  ]),
  locations: {
    homePage: defineLocations({ message: "The home page", locations: [{ title: "Home", href: "/" }] }),
    solutionPage: defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc) => ({
        locations: doc?.slug ? [{ title: doc.title ?? "Solution page", href: `/solutions/${doc.slug}` }] : [],
      }),
    }),
    page: defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc) => ({ locations: doc?.slug ? [{ title: doc.title ?? "Page", href: `/${doc.slug}` }] : [] }),
    }),
    earlyAccessPage: defineLocations({ message: "The signup wizard", locations: [{ title: "Early access", href: "/early-access" }] }),
    siteSettings: defineLocations({ message: "Used on every page", locations: [everyPage] }),
    brand: defineLocations({ message: "Used on every page", locations: [everyPage] }),
    ronState: defineLocations({
      message: "Shown in the notary page's state coverage",
      locations: [{ title: "Notary solutions: state coverage", href: "/solutions/notaries#states" }],
    }),
  },
};
