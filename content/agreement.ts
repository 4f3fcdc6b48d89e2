// The written agreement that accepting an itemised proposal produces: its headings and the terms
// that Ontario's Consumer Protection Act, 2002 gives every home-renovation agreement, in plain
// language. The figures and names come from the accepted proposal; the words live in
// messages/agreement.<locale>.json, read here once for the page, its printed copy and the e-mail.
import { createTranslator } from "next-intl";

import { site } from "@/content/site";
import {
  CANCELLATION_REASONS,
  COVER_PAGE_ANSWERS,
  type CancellationReason,
  type CoverPageAnswer,
} from "@/content/agreement-scope";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config.mjs";
import agreementEn from "@/messages/agreement.en.json";

const catalogues: Record<Locale, typeof agreementEn> = { en: agreementEn };

export type AgreementLocale = Locale;

/**
 * The terms every agreement carries, whatever the proposal said, in the order they are printed,
 * each with its source. Written from the Consumer Protection Act, 2002 (warranty, ss. 7 and 9;
 * estimates, s. 10; unfair practices and rescission, ss. 14, 15 and 18; future performance
 * agreements, ss. 22, 23 and 26; internet agreements, ss. 38 to 40; direct agreements, s. 43;
 * cancellation and refunds, ss. 92 and 96) and O. Reg. 17/05. When the Consumer Protection Act,
 * 2023 is proclaimed in force, these keys and `statuteNote` in messages/agreement.<locale>.json
 * are the one place to change (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
const STATUTORY_TERMS = [
  "estimateLimit",
  "lateStart",
  "homeAgreements",
  "onlineAgreements",
  "missingInformation",
  "falseStatements",
  "cancelling",
  "warranty",
  "deposits",
  "taxes",
] as const;

/** Every sentence of the agreement in one locale. */
export function agreementText(locale: AgreementLocale = DEFAULT_LOCALE) {
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
      /** Said instead when a line is an estimate or an allowance. */
      priceIntroEstimates: t("priceIntroEstimates"),
      payment: t("payment"),
      paymentIntro: t("paymentIntro"),
      additionalCharges: t("additionalCharges"),
      additionalChargesIntro: t("additionalChargesIntro"),
      cancellation: t("cancellation"),
      dates: t("dates"),
      warranty: t("warranty"),
      permits: t("permits"),
      credentials: t("credentials"),
      credentialsIntro: t("credentialsIntro"),
      rights: t("rights"),
      changeOrders: t("changeOrders"),
      changeOrdersIntro: t("changeOrdersIntro"),
      confirmations: t("confirmations"),
      /** Under the rights: which Act they come from, and the 2023 Act that replaces it. */
      statuteNote: t("statuteNote"),
      /** Nothing binds before both confirm (shown until they have). */
      nothingBinds: t("nothingBinds"),
    },
    /** The Construction Act's holdback, in plain language. */
    holdback: {
      heading: t("holdback.heading"),
      body: t("holdback.body"),
      source: t("holdback.source"),
      releasePending: (amount: string) => t("holdback.releasePending", { amount }),
      releaseOn: (values: { amount: string; basis: string; from: string; release: string }) =>
        t("holdback.releaseOn", values),
      /** Substantial performance recorded without a published certificate: nothing starts yet. */
      releaseAwaiting: (amount: string) => t("holdback.releaseAwaiting", { amount }),
    },
    /** When an invoice is paid and how it is disputed (Construction Act, Part I.1). */
    promptPayment: {
      heading: t("promptPayment.heading"),
      body: t("promptPayment.body"),
      source: t("promptPayment.source"),
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
      key,
      heading: t(`statutoryTerms.${key}.heading`),
      body: t(`statutoryTerms.${key}.body`),
      source: t(`statutoryTerms.${key}.source`),
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
const english = agreementText(DEFAULT_LOCALE);

export const agreementCopy = english.copy;
export const agreementNumber = english.number;
export const agreementLabel = english.label;
export const permitsClause = english.permitsClause;
export const permitsUnstated = english.permitsUnstated;
export type StatutoryTerm = (typeof STATUTORY_TERMS)[number];
export const statutoryTerms: readonly {
  key: StatutoryTerm;
  heading: string;
  body: string;
  source: string;
}[] = english.statutoryTerms;
export const holdbackText = english.holdback;
export const promptPaymentText = english.promptPayment;
export const confirmationStatement = english.confirmationStatement;
export const changeOrderStatement = english.changeOrderStatement;

/**
 * The words that depend on who the client is and what the work is (docs/decisions/0018-agreements-and-ontario-consumer-law.md and docs/decisions/0016-credentials-licences-and-permits.md):
 * a business client's contract, the O. Reg. 8/18 cover page, and the permits every agreement names.
 */
export function agreementScopeText(locale: AgreementLocale = DEFAULT_LOCALE) {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: "agreement",
  });
  type Paragraph =
    | "businessNote"
    | "permitsMore.esa"
    | "permitsMore.oneCall"
    | "credentialsMore.wsib"
    | "statutoryTerms.taxes"
    | `coverPage.${"products" | "initiated" | "uninvited" | "coolingOff" | "waterHeaters"}`
    | `coverPage.consequence.${CoverPageAnswer}`
    | `directAgreement.${"visited" | "notVisited"}`
    | `cancellationNotice.${"follows" | "proof"}`;
  const paragraph = (key: Paragraph) => ({
    heading: t(`${key}.heading`),
    body: t(`${key}.body`),
    source: t(`${key}.source`),
  });
  return {
    business: {
      title: t("businessTitle"),
      notLegalAdvice: t("notLegalAdviceBusiness", { brand: site.brand }),
      priceIntroEstimates: t("priceIntroEstimatesBusiness"),
      note: paragraph("businessNote"),
      taxes: paragraph("statutoryTerms.taxes"),
    },
    coverPage: {
      heading: t("coverPage.heading"),
      intro: t("coverPage.intro"),
      metLabel: t("coverPage.metLabel"),
      met: (values: { id: string; date: string }) => t("coverPage.met", values),
      metUndated: (id: string) => t("coverPage.metUndated", { id }),
      /** Who asked for the visit (docs/decisions/0018-agreements-and-ontario-consumer-law.md): the question, each answer, its effect. */
      questionLabel: t("coverPage.questionLabel"),
      answer: answerRecord((answer) => t(`coverPage.answer.${answer}`)),
      consequence: answerRecord((answer) => paragraph(`coverPage.consequence.${answer}`)),
      notAnswered: t("coverPage.notAnswered"),
      notAsked: t("coverPage.notAsked"),
      answeredLabel: t("coverPage.answeredLabel"),
      confirmedLabel: t("coverPage.confirmedLabel"),
      notConfirmed: t("coverPage.notConfirmed"),
      paragraphs: (
        ["products", "initiated", "uninvited", "coolingOff", "waterHeaters"] as const
      ).map((key) => paragraph(`coverPage.${key}`)),
    },
    /**
     * Whether the agreement was negotiated in person away from the contractor's place of
     * business, and the facts a direct agreement states (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
     */
    directAgreement: {
      heading: t("directAgreement.heading"),
      questionLabel: t("directAgreement.questionLabel"),
      visitedAnswer: t("directAgreement.answer.visited"),
      notVisitedAnswer: t("directAgreement.answer.notVisited"),
      notAsked: t("directAgreement.notAsked"),
      negotiatedByLabel: t("directAgreement.negotiatedByLabel"),
      placeLabel: t("directAgreement.placeLabel"),
      onLabel: t("directAgreement.onLabel"),
      madeLabel: t("directAgreement.madeLabel"),
      made: t("directAgreement.made", { brand: site.brand }),
      visited: paragraph("directAgreement.visited"),
      notVisited: paragraph("directAgreement.notVisited"),
    },
    /** The homeowner's notice of cancellation, as the agreement records it (0130). */
    cancellationNotice: {
      heading: t("cancellationNotice.heading"),
      intro: t("cancellationNotice.intro"),
      givenByLabel: t("cancellationNotice.givenByLabel"),
      givenBy: (name: string) => t("cancellationNotice.givenBy", { name }),
      givenAtLabel: t("cancellationNotice.givenAtLabel"),
      reasonLabel: t("cancellationNotice.reasonLabel"),
      reason: Object.fromEntries(
        CANCELLATION_REASONS.map((reason) => [reason, t(`cancellationNotice.reason.${reason}`)]),
      ) as Record<CancellationReason, string>,
      explanationLabel: t("cancellationNotice.explanationLabel"),
      follows: paragraph("cancellationNotice.follows"),
      proof: paragraph("cancellationNotice.proof"),
    },
    /** An optional credential the proposal did not state. */
    credentialNotStated: t("credentialNotStated"),
    /** What the law asks of the credentials shown, and who is exempt (docs/decisions/0016-credentials-licences-and-permits.md). */
    credentialsMore: { wsib: paragraph("credentialsMore.wsib") },
    /** Who obtains the permits, in a few words (a correction's before and after). */
    permitsBy: {
      contractor: t("permitsBy.contractor"),
      homeowner: t("permitsBy.homeowner"),
      "none-needed": t("permitsBy.none-needed"),
    },
    permits: {
      esa: paragraph("permitsMore.esa"),
      oneCall: paragraph("permitsMore.oneCall"),
      buildingSource: t("permitsMore.building.source"),
    },
  };
}

/** One value per answer of the cover page's question, in the order the page offers them. */
function answerRecord<T>(of: (answer: CoverPageAnswer) => T): Record<CoverPageAnswer, T> {
  return Object.fromEntries(COVER_PAGE_ANSWERS.map((answer) => [answer, of(answer)])) as Record<
    CoverPageAnswer,
    T
  >;
}

export const agreementScopeCopy = agreementScopeText(DEFAULT_LOCALE);
