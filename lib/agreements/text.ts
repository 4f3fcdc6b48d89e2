// The agreement as plain text, for the e-mail both parties receive once both have confirmed.
import type { Agreement } from "@/lib/agreements/shapes";
import { agreementDocument, agreementHeading } from "./document";

export function agreementAsText(agreement: Agreement): string {
  const { title, notLegalAdvice } = agreementHeading(agreement);
  const lines: string[] = [`${title.toUpperCase()} (No. ${agreement.id})`, notLegalAdvice];
  for (const section of agreementDocument(agreement)) {
    lines.push("", section.heading.toUpperCase());
    if (section.intro) lines.push(section.intro);
    for (const [label, value] of section.rows ?? []) lines.push(`${label}: ${value}`);
    if (section.table) {
      lines.push(section.table.head.join(" | "));
      for (const row of section.table.rows) lines.push(`- ${row.join(" | ")}`);
      for (const [label, value] of section.table.foot) lines.push(`${label}: ${value}`);
    }
    for (const paragraph of section.paragraphs ?? []) {
      const source = paragraph.source ? ` (${paragraph.source})` : "";
      const body = `${paragraph.body}${source}`;
      lines.push(paragraph.heading ? `${paragraph.heading}. ${body}` : body);
    }
    for (const link of section.links ?? []) lines.push(`${link.label}: ${link.url}`);
  }
  return lines.join("\n");
}
