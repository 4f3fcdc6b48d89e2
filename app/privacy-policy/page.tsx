import { LegalDocumentView } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("privacy", "/privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
