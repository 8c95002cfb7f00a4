import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { ColorWheelIcon } from "@sanity/icons/ColorWheel";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import type { StructureResolver } from "sanity/structure";
import { RON_STATUS_LABELS, RON_STATUSES } from "@/lib/ron-status";
import { singletonTypes } from "@/schemas";

const byName = [{ field: "name", direction: "asc" as const }];

/**
 * Singletons and brands appear as single items; solution pages, general pages and redirects as
 * lists; state RON coverage as all states alphabetically, and one list per status.
 */
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
        .title("State RON coverage")
        .id("ronStates")
        .icon(EarthAmericasIcon)
        .child(
          S.list()
            .title("State RON coverage")
            .items([
              S.listItem()
                .title("All states")
                .id("allStates")
                .icon(EarthAmericasIcon)
                .child(S.documentTypeList("ronState").title("All states").defaultOrdering(byName)),
              S.divider(),
              ...RON_STATUSES.map((status) =>
                S.listItem()
                  .title(RON_STATUS_LABELS[status])
                  .id(`status-${status}`)
                  .child(
                    S.documentTypeList("ronState")
                      .title(RON_STATUS_LABELS[status])
                      .apiVersion("v2025-01-01")
                      .filter('_type == "ronState" && status == $status')
                      .params({ status })
                      .defaultOrdering(byName),
                  ),
              ),
            ]),
        ),
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
