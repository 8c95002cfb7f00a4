/**
 * The two icons the site's client components draw (the Solutions menu's chevron, the modal's close
 * cross), as the same markup lucide-react renders for them, without its runtime: lucide's icon
 * factory would otherwise ship in every page's client JavaScript for two paths. Server components
 * keep using lucide-react (components/ui/icon.tsx): their icons cost no client code.
 */
type GlyphProps = { className?: string };

const svgProps = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

export function ChevronDownGlyph({ className = "" }: GlyphProps) {
  return (
    <svg {...svgProps} className={`lucide lucide-chevron-down ${className}`.trim()}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function CloseGlyph({ className = "" }: GlyphProps) {
  return (
    <svg {...svgProps} className={`lucide lucide-x ${className}`.trim()}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}
