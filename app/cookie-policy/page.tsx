import { LegalDocumentView } from "@/components/legal/legal-document";
import { cookiePolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("cookies", "/cookie-policy");

export default function CookiePolicyPage() {
  return <LegalDocumentView document={cookiePolicy} />;
}
