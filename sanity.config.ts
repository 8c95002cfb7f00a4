// The Sanity CLI looks for its config at the project root; the Studio lives in studio/.
export { default } from "./studio/sanity.config";
