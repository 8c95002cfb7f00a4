/**
 * Notavo's mark for the Studio's workspace icon: the favicon the site draws for the default brand
 * (`monogramSvg` in lib/pages/brand.ts: its initial on its primary colour). Static on purpose: the
 * Studio's chrome names the product, whatever brand documents the content holds.
 */
export function BrandMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="1em" height="1em" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <text
        x="32"
        y="44"
        fontFamily="Arial,Helvetica,sans-serif"
        fontSize="36"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
      >
        N
      </text>
    </svg>
  );
}
