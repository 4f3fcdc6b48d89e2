import "server-only";

import { createTranslator } from "next-intl";

import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { maskContactDetails } from "@/lib/contact-details";
import messages from "@/messages/en.json";

// Questions, answers and notes as anyone reads them before a hire: each web address, e-mail
// address and telephone number (lib/contact-details.ts) replaced by the page's own words for it.
// The stored text keeps what was written, for the operator.

const t = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "questions" });

/** The text with its contact details replaced by "[contact details are shared once you hire]". */
export const maskedText = (text: string) => maskContactDetails(text, t("hidden"));
