import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

/** One customer story with two result figures. */
export const testimonialItem = (key: string) => ({
  _key: key,
  quote: "Fewer reschedules.",
  name: "Jordan Doe",
  role: "Director",
  company: "Example Title",
  figures: [
    { _key: `${key}f1`, value: "-42%", label: "Reschedules" },
    { _key: `${key}f2`, value: "+3.1pt", label: "CSAT" },
  ],
});

export const fixture: BlockOf<"testimonials"> = {
  _key: "t",
  _type: "testimonials",
  ...section(null, "Customer story"),
  note: "Names are placeholders.",
  items: [testimonialItem("a")],
};
