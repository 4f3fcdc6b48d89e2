// The frame every message shares: the site's name on top, the template's blocks, then who sent
// it, why it arrived and how to stop it (CASL), as plain text and as simple inline-styled HTML.
import { site } from "@/content/site";

import type { MailContext } from "./context";

/** A block of a message: a paragraph, a link (a button in HTML), or quoted text kept as typed. */
export type MailBlock = { text: string } | { label: string; url: string } | { pre: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * `unsubscribeUrl` is given for mail that is not strictly transactional; transactional mail says
 * why it arrives even after an unsubscribe. `notMeUrl` is given for first-contact mail: its
 * holder can stop every message to the address.
 */
export interface MailLinks {
  unsubscribeUrl: string | null;
  notMeUrl?: string | null;
}

/** What the footer says of the message's kind: its name, and whether it is a notice. */
export interface MailKindInfo {
  kind: string;
  notice: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The message as text and HTML around the template's blocks. */
export function layoutMail(
  subject: string,
  blocks: MailBlock[],
  links: MailLinks,
  { t, locale }: MailContext,
  { kind, notice }: MailKindInfo = { kind: "", notice: false },
): RenderedMail {
  const kindKey = `kinds.${kind}` as Parameters<typeof t>[0];
  const kindName = kind && t.has(kindKey) ? t(kindKey) : "";
  // Who sends it (CASL s. 6(2)(b)): the operator's name, postal address, e-mail and telephone.
  const footer = [
    t("footer.sender", {
      brand: site.brand,
      address: site.postalAddress,
      email: site.email,
      phone: site.phone,
    }),
    notice
      ? t("footer.why", { brand: site.brand })
      : t("footer.transactional", { brand: site.brand }),
    links.unsubscribeUrl
      ? t("footer.unsubscribe", { kind: kindName, url: links.unsubscribeUrl })
      : t("footer.noLink", { email: site.email }),
    ...(links.notMeUrl ? [t("footer.notMe", { brand: site.brand, url: links.notMeUrl })] : []),
  ];

  const text = [
    ...blocks.map((block) =>
      "label" in block
        ? t("layout.link", { label: block.label, url: block.url })
        : "pre" in block
          ? block.pre
          : block.text,
    ),
    "--",
    ...footer,
  ].join("\n\n");

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = [
    // A head with the charset and the subject as title: what HTML checkers and some mail
    // clients (the title of a message opened in a browser) expect.
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px;margin:0 auto;padding:16px">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${escapeHtml(site.brand)}</p>`,
    ...blocks.map((block) =>
      "label" in block
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`
        : "pre" in block
          ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-wrap">${escapeHtml(block.pre)}</blockquote>`
          : paragraph(block.text),
    ),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
    `<div style="font-size:12px;color:#6b7280">`,
    paragraph(footer[0]!),
    paragraph(footer[1]!),
    links.unsubscribeUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t("footer.unsubscribeLabel", { kind: kindName }))}</a></p>`
      : paragraph(footer[2]!),
    links.notMeUrl
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(links.notMeUrl)}" style="color:#6b7280">${escapeHtml(t("footer.notMeLabel"))}</a></p>`
      : "",
    `</div></body></html>`,
  ].join("\n");

  return { subject, text, html };
}

/** RFC 8058: a mail client's one-click unsubscribe POSTs to the API twin of the page's link. */
export const unsubscribeHeaders = (unsubscribeUrl: string | null) =>
  unsubscribeUrl
    ? {
        "List-Unsubscribe": `<${unsubscribeUrl.replace("/unsubscribe/", "/api/unsubscribe/")}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : undefined;
