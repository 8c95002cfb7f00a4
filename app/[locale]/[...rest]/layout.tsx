export { UnknownPathLayout as default } from "@/features/pages/unknown-path";
