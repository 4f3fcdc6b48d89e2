import { CheckCircle2, Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { ContactForm } from "@/components/contact/contact-form";
import { whyChooseUs } from "@/content/company";
import { openingHoursText, site } from "@/content/site";
import { pageMetadata } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";

export const generateMetadata = () => pageMetadata("contact", "/contact");

export default function ContactPage() {
  const t = useTranslations("pages.contact");
  const contact = useTranslations("contact");
  const details = [
    {
      icon: Phone,
      label: contact("phoneLabel"),
      value: (
        <a href={site.phoneHref} className="hover:underline">
          {site.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: contact("emailLabel"),
      value: (
        <a href={`mailto:${site.email}`} className="hover:underline">
          {site.email}
        </a>
      ),
    },
    { icon: MapPin, label: contact("locationLabel"), value: `${site.city}, ${site.province}` },
    { icon: Clock, label: contact("hoursLabel"), value: openingHoursText.join(", ") },
  ];
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <ClientMessages namespaces={["contact"]}>
          <ContactForm />
        </ClientMessages>
        <aside className="space-y-6">
          <section
            aria-labelledby="contact-details"
            className="border-border bg-card rounded-lg border p-6 shadow-sm"
          >
            <h2 id="contact-details" className="text-xl font-semibold">
              {contact("detailsTitle")}
            </h2>
            <dl className="mt-4 space-y-4">
              {details.map(({ icon: Icon, label, value }) => (
                // A div in a <dl> holds only its dt and dd (W3C Nu): the icon sits in the dt.
                <div key={label} className="relative pl-8">
                  <dt className="text-muted-foreground text-sm">
                    <Icon className="text-primary absolute top-0.5 left-0 size-5" aria-hidden />
                    {label}
                  </dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            aria-labelledby="why-us"
            className="border-border bg-card rounded-lg border p-6 shadow-sm"
          >
            <h2 id="why-us" className="text-xl font-semibold">
              {contact("whyTitle")}
            </h2>
            <ul className="mt-4 space-y-3">
              {whyChooseUs.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <CheckCircle2 className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
                  {reason}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
