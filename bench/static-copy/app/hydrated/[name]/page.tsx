import { htmlToElements } from "../../../html-to-elements";
import { readCopy } from "../../../read-copy";

// The same pages, title and description as the static copy's.
export { generateMetadata, generateStaticParams } from "../../[name]/page";

// The static copy's markup as React elements of a server component: React hydrates every one of
// them and no code of the app runs. What hydrating the page's content costs, on top of its copy.
export default async function HydratedCopyPage({ params }: { params: Promise<{ name: string }> }) {
  const copy = readCopy((await params).name);
  return <>{htmlToElements(copy.body)}</>;
}
