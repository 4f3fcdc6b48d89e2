import { ContactForm } from "@/components/contact/contact-form";
import { LegalDocumentView } from "@/components/legal/legal-document";
import { accessibilityFeedbackSubject, accessibilityStatement } from "@/content/accessibility";
import { ClientMessages } from "@/i18n/client-messages";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("accessibility", "/accessibility");

/** The accessibility statement, and its feedback form: a contact message to the operator's inbox. */
export default function AccessibilityPage() {
  return (
    <LegalDocumentView document={accessibilityStatement}>
      <div id="feedback" className="scroll-mt-24">
        <ClientMessages namespaces={["contact"]}>
          <ContactForm subject={accessibilityFeedbackSubject} />
        </ClientMessages>
      </div>
    </LegalDocumentView>
  );
}
