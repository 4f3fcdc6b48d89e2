// The written agreement that accepting an itemised proposal produces: its headings and the terms
// that Ontario's Consumer Protection Act, 2002 gives every home-renovation agreement, in plain
// language. The figures and names come from the accepted proposal; the words live in
// messages/agreement.<locale>.json, read here once for the page, its printed copy and the e-mail.
import { createTranslator } from "next-intl";

import { site } from "@/content/site";
import agreementEn from "@/messages/agreement.en.json";

const catalogues = { en: agreementEn } as const;

export type AgreementLocale = keyof typeof catalogues;

/**
 * The terms every agreement carries, whatever the proposal said, in the order they are printed.
 * Written from the Consumer Protection Act, 2002 (estimates, section 10; future performance
 * agreements, sections 21 to 26; internet and direct agreements, sections 37 to 43; cancellation
 * and refunds, sections 92 to 96) and O. Reg. 17/05.
 */
const STATUTORY_TERMS = [
  "estimateLimit",
  "lateStart",
  "homeAgreements",
  "onlineAgreements",
  "cancelling",
  "deposits",
  "taxes",
] as const;

/** Every sentence of the agreement in one locale. */
export function agreementText(locale: AgreementLocale = "en") {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: "agreement",
  });
  return {
    copy: {
      title: t("title"),
      /** Shown at the top of the agreement and in its e-mails. */
      notLegalAdvice: t("notLegalAdvice", { brand: site.brand }),
      parties: t("parties"),
      homeowner: t("homeowner"),
      contractor: t("contractor"),
      work: t("work"),
      workIntro: t("workIntro"),
      price: t("price"),
      priceIntro: t("priceIntro"),
      payment: t("payment"),
      dates: t("dates"),
      warranty: t("warranty"),
      permits: t("permits"),
      credentials: t("credentials"),
      credentialsIntro: t("credentialsIntro"),
      rights: t("rights"),
      changeOrders: t("changeOrders"),
      changeOrdersIntro: t("changeOrdersIntro"),
      confirmations: t("confirmations"),
    },
    /** "No. 12" beside the title. */
    number: (id: number) => t("number", { id }),
    /** Who obtains the permits, as the agreement says it. */
    permitsClause: {
      contractor: t("permitsClause.contractor"),
      homeowner: t("permitsClause.homeowner"),
      "none-needed": t("permitsClause.none-needed"),
    },
    /** Said when the proposal named no one for the permits. */
    permitsUnstated: t("permitsClause.unstated"),
    statutoryTerms: STATUTORY_TERMS.map((key) => ({
      heading: t(`statutoryTerms.${key}.heading`),
      body: t(`statutoryTerms.${key}.body`),
    })),
    /** The document's row labels and the phrases around its figures (lib/agreements/document.ts). */
    label: createTranslator({
      locale,
      messages: catalogues[locale],
      namespace: "agreement.document",
    }),
    /** What a party agrees to by typing their name. */
    confirmationStatement: t("confirmationStatement"),
    /** What a party agrees to by typing their name under a change order. */
    changeOrderStatement: t("changeOrderStatement"),
  };
}

// The agreement is written in English for now; these keep the page, the e-mail and the printed
// copy on one text until a second locale is chosen per agreement.
const english = agreementText("en");

export const agreementCopy = english.copy;
export const agreementNumber = english.number;
export const agreementLabel = english.label;
export const permitsClause = english.permitsClause;
export const permitsUnstated = english.permitsUnstated;
export const statutoryTerms: readonly { heading: string; body: string }[] = english.statutoryTerms;
export const confirmationStatement = english.confirmationStatement;
export const changeOrderStatement = english.changeOrderStatement;
