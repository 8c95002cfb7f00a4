import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { RichText as RichTextValue } from "@/lib/sanity/sanity.types";
import { BalancedText } from "./balanced-text";

/** Links in formatted text: site paths and anchors as they are, https addresses with no referrer. */
export const textMarks: PortableTextComponents["marks"] = {
  link: ({ value, children }) => {
    const href = typeof value?.href === "string" ? value.href : "#";
    const external = href.startsWith("https://");
    return (
      <a
        href={href}
        className="font-medium text-brand underline underline-offset-2"
        {...(external ? { rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  },
};

const components: PortableTextComponents = {
  // Paragraphs are often in `text-pretty` containers (the hero's): BalancedText keeps their wrapping in draft mode.
  block: {
    normal: ({ children }) => (
      <p>
        <BalancedText>{children}</BalancedText>
      </p>
    ),
  },
  list: { bullet: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul> },
  marks: textMarks,
};

/** Portable Text from content, with the site's small set of styles. */
export function RichText({ value, className = "" }: { value: RichTextValue | null | undefined; className?: string }) {
  if (!value || value.length === 0) return null;
  return (
    <div className={`space-y-4 ${className}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}
