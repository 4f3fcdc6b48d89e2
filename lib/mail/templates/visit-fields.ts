// Payload fields the site visit e-mails share.
import { z } from "zod";

import { site } from "@/content/site";

import type { MailContext } from "../context";

export const visitWindow = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

export const visitSide = z.enum(["contractor", "homeowner"]);

/** A window as every visit e-mail writes it: its day and times in Toronto. */
export const windowText = (window: z.infer<typeof visitWindow>, context: MailContext) =>
  context.window(window.start, window.end);

/** The calendar event's words: what it is and with whom, from the recipient's side. */
export const invitationText = (
  p: { title: string; other: string; role: z.infer<typeof visitSide>; projectUrl: string },
  { t }: MailContext,
) => ({
  productName: site.brand,
  summary: t("visitCalendar.summary", { title: p.title }),
  description: t(
    p.role === "homeowner"
      ? "visitCalendar.descriptionHomeowner"
      : "visitCalendar.descriptionContractor",
    { other: p.other, url: p.projectUrl, brand: site.brand },
  ),
});
