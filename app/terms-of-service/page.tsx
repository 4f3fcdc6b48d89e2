import { LegalDocumentView } from "@/components/legal/legal-document";
import { termsOfService } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("terms", "/terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
