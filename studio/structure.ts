import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { ColorWheelIcon } from "@sanity/icons/ColorWheel";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import type { StructureResolver } from "sanity/structure";
import { singletonTypes } from "@/schemas";

/** Singletons and brands appear as single items; solution pages, general pages and redirects as lists. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          .child(S.document().schemaType(type.name).documentId(type.name)),
      ),
      S.divider(),
      S.listItem()
        .title("Solution pages")
        .icon(DocumentsIcon)
        .child(S.documentTypeList("solutionPage").title("Solution pages")),
      S.listItem().title("Pages").icon(DocumentTextIcon).child(S.documentTypeList("page").title("Pages")),
      S.listItem().title("Redirects").icon(ArrowRightIcon).child(S.documentTypeList("redirect").title("Redirects")),
      S.listItem()
        .title("Brands")
        .icon(ColorWheelIcon)
        .child(
          S.list()
            .title("Brands")
            .items(
              (["default", "partner"] as const).map((key) =>
                S.listItem()
                  .title(key === "default" ? "Default brand" : "Partner brand")
                  .id(`brand-${key}`)
                  .icon(ColorWheelIcon)
                  .child(S.document().schemaType("brand").documentId(`brand-${key}`)),
              ),
            ),
        ),
    ]);
