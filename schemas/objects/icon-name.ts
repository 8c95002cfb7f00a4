import { ImageIcon } from "@sanity/icons/Image";
import { defineType } from "sanity";
import { ICON_NAMES } from "../../lib/pages/icons";

export const iconName = defineType({
  name: "iconName",
  title: "Icon",
  type: "string",
  icon: ImageIcon,
  options: { list: ICON_NAMES.map((name) => ({ value: name, title: name })) },
});
