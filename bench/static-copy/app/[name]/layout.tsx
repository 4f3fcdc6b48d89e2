import type { ReactNode } from "react";

import { readCopy } from "../../read-copy";

// The page's own <html> and <body>: its language, the class its head script sets when no theme
// is stored (light), its body classes and its stylesheets, as captured from the app.
export default async function CopyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ name: string }>;
}) {
  const copy = readCopy((await params).name);
  return (
    <html lang={copy.lang} className="light">
      <head>
        {copy.stylesheets.map((href) => (
          // eslint-disable-next-line @next/next/no-css-tags
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className={copy.bodyClass}>{children}</body>
    </html>
  );
}
