import { ExternalLink } from "lucide-react";

import { agreementNumber } from "@/content/agreement";
import { agreementDocument, agreementHeading } from "@/lib/agreements/document";
import type { Agreement } from "@/lib/agreements/shapes";
import { AgreementTable } from "./agreement-table";

/**
 * The agreement's text, section by section, as both parties and the printed copy read it: the
 * same sections the e-mailed copy holds (lib/agreements/document.ts).
 */
export function AgreementDocument({ agreement }: { agreement: Agreement }) {
  const { title, notLegalAdvice } = agreementHeading(agreement);
  return (
    <article
      className="bg-card border-border space-y-8 rounded-xl border p-5 sm:p-8 print:border-0 print:p-0"
      data-testid="agreement-document"
      aria-labelledby="agreement-title"
    >
      <header className="space-y-3">
        <h2 id="agreement-title" className="text-2xl font-bold tracking-tight">
          {title} <span className="text-muted-foreground">{agreementNumber(agreement.id)}</span>
        </h2>
        <p className="text-muted-foreground border-border rounded-md border p-3 text-sm">
          {notLegalAdvice}
        </p>
      </header>
      {agreementDocument(agreement).map((section) => (
        <section
          key={section.id}
          aria-labelledby={`agreement-${section.id}`}
          className="break-inside-avoid-page space-y-3"
          data-section={section.id}
        >
          <h3
            id={`agreement-${section.id}`}
            className="border-border border-b pb-1 text-lg font-semibold"
          >
            {section.heading}
          </h3>
          {section.intro ? <p className="text-muted-foreground text-sm">{section.intro}</p> : null}
          {section.rows ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]">
              {section.rows.map(([label, value], index) => (
                <div key={`${label}-${index}`} className="contents">
                  <dt className="text-muted-foreground font-medium">{label}</dt>
                  <dd className="min-w-0 wrap-anywhere whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.table ? (
            <AgreementTable table={section.table} labelledBy={`agreement-${section.id}`} />
          ) : null}
          {section.paragraphs?.map((paragraph, index) => (
            <div key={index} className="space-y-1 text-sm">
              {paragraph.heading ? <h4 className="font-semibold">{paragraph.heading}</h4> : null}
              <p className="whitespace-pre-line">{paragraph.body}</p>
              {paragraph.source ? (
                <p className="text-muted-foreground text-xs">{paragraph.source}</p>
              ) : null}
            </div>
          ))}
          {section.links && section.links.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {section.links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                  >
                    {link.label}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="hidden print:inline"> ({link.url})</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
