import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { legalAnchors, mailingAddress, type LegalBlock, type LegalDocument } from "@/content/legal";
import { openingHoursText, site } from "@/content/site";
import { cn } from "@/lib/utils";

/** Documents with more sections than this get a table of contents. */
const CONTENTS_FROM = 4;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6">
      {block.items.map((item) => (
        <li key={item.term}>
          <strong className="font-semibold">{item.term}</strong>: {item.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * A privacy policy, terms, cookie policy or the accessibility statement: title, date, contents,
 * sections, contact details, then `children` in the same column (the statement's feedback form).
 */
export function LegalDocumentView({
  document,
  children,
}: {
  document: LegalDocument;
  children?: ReactNode;
}) {
  const t = useTranslations("legal");
  const format = useFormatter();
  const anchors = legalAnchors(document, t("contactTitle"));
  const contact = anchors.at(-1)!;
  const withContents = anchors.length > CONTENTS_FROM;
  const recipient = document.contact.attention
    ? `${site.brand}, ${t("attention", { name: document.contact.attention })}`
    : site.brand;
  return (
    <article>
      <header className="border-border bg-secondary/60 border-b">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
          <p className="text-muted-foreground mt-3 text-sm font-medium">
            {t.rich("lastUpdated", {
              date: format.dateTime(new Date(document.lastUpdated), {
                dateStyle: "long",
                timeZone: "UTC",
              }),
              time: (chunks) => <time dateTime={document.lastUpdated}>{chunks}</time>,
            })}
          </p>
          <p className="mt-4 max-w-3xl sm:text-lg">{document.intro}</p>
        </div>
      </header>
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-10 sm:px-6",
          withContents && "gap-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]",
        )}
      >
        {withContents ? (
          <nav
            aria-labelledby="contents"
            className="border-border bg-card mb-10 rounded-lg border p-5 shadow-sm lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2 id="contents" className="text-sm font-semibold tracking-wide uppercase">
              {t("contents")}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
              {anchors.map((anchor) => (
                <li key={anchor.id}>
                  <a href={`#${anchor.id}`} className="text-primary hover:underline">
                    {anchor.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="max-w-3xl space-y-10 leading-7">
          {document.sections.map((section, index) => (
            <section
              key={section.heading}
              aria-labelledby={anchors[index]!.id}
              className="space-y-4"
            >
              <h2
                id={anchors[index]!.id}
                className="scroll-mt-24 text-2xl font-bold tracking-tight"
              >
                {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
          <section aria-labelledby={contact.id} className="space-y-4">
            <h2 id={contact.id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
              {contact.heading}
            </h2>
            <p>{document.contact.lead}</p>
            <dl className="border-border bg-card grid gap-3 rounded-lg border p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="font-semibold">{t("emailLabel")}</dt>
              <dd>
                <a
                  href={`mailto:${site.email}`}
                  className="text-primary break-all underline underline-offset-4"
                >
                  {site.email}
                </a>
              </dd>
              <dt className="font-semibold">{t("phoneLabel")}</dt>
              <dd>
                {/* Underlined: beside the hours, colour alone would not mark it as a link. */}
                <a href={site.phoneHref} className="text-primary underline underline-offset-4">
                  {site.phone}
                </a>{" "}
                <span className="text-muted-foreground">
                  ({t("hours", { hours: openingHoursText.join(", ") })})
                </span>
              </dd>
              <dt className="font-semibold">{t("mailLabel")}</dt>
              <dd>
                {recipient}, {mailingAddress}
              </dd>
            </dl>
          </section>
          {children}
        </div>
      </div>
    </article>
  );
}
