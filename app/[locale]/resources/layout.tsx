export { LanguageLayout as default } from "@/lib/routing/layouts";
