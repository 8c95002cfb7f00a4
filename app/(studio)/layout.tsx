import type { ReactNode } from "react";

export { metadata, viewport } from "next-sanity/studio";

/** The Studio has its own root layout: none of the site's header, footer or styles. */
export default function StudioRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
