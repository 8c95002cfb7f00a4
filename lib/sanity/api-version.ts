/** The Sanity API version of the site's published-content client and of the Studio's own requests (its document actions). */
export const apiVersion = "2025-10-01";
