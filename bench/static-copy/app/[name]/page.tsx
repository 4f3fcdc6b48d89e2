import type { Metadata } from "next";

import { copyNames, readCopy } from "../../read-copy";

export function generateStaticParams() {
  return copyNames().map((name) => ({ name }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ name: string }>;
}): Promise<Metadata> {
  const copy = readCopy((await params).name);
  return { title: copy.title, description: "Static copy of an app page, for the benchmark." };
}

// The app page's markup as its server sent it, scripts removed, in one element React does not
// hydrate: what the page costs a browser without any of its own JavaScript or hydration, on top
// of an empty Next.js page.
export default async function CopyPage({ params }: { params: Promise<{ name: string }> }) {
  const copy = readCopy((await params).name);
  return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: copy.body }} />;
}
