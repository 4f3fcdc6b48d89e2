// The written agreement that accepting an itemised proposal produces: its headings and the terms
// that Ontario's Consumer Protection Act, 2002 gives every home-renovation agreement, in plain
// language. The figures and names come from the accepted proposal; only the words live here.
import { site } from "@/content/site";

export const agreementCopy = {
  title: "Home renovation agreement",
  /** Shown at the top of the agreement and in its e-mails. */
  notLegalAdvice: `${site.brand} prepares this agreement from the contractor's accepted proposal so that both of you hold the same written terms. The explanations of Ontario law below are general information, not legal advice: for advice on your situation, speak to a lawyer or to Consumer Protection Ontario (1-800-889-9768).`,
  parties: "The parties",
  homeowner: "Homeowner",
  contractor: "Contractor",
  work: "The work",
  workIntro:
    "The contractor will do the work described below at the homeowner's address, with the materials listed.",
  price: "Price",
  priceIntro:
    "The price is itemised below. Unless a numbered change order says otherwise, it is the full price of the work.",
  payment: "Deposit and payment schedule",
  dates: "Dates",
  warranty: "Warranty",
  permits: "Permits",
  credentials: "Licences and registrations",
  credentialsIntro:
    "The contractor states that they hold the numbers below. Each can be checked on the public registry named beside it.",
  rights: "Your rights under Ontario law",
  changeOrders: "Change orders",
  changeOrdersIntro:
    "Any change to the work, the price or the dates is a numbered change order. It forms part of this agreement only once both parties have confirmed it.",
  confirmations: "Confirmations",
} as const;

/** Who obtains the permits, as the agreement says it. */
export const permitsClause = {
  contractor:
    "The contractor obtains every building permit and inspection the work needs, in the homeowner's name where the municipality requires it, and the cost is included in the price.",
  homeowner:
    "The homeowner obtains the building permits the work needs. The contractor gives the homeowner the drawings and information the municipality asks for and does not start work that needs a permit before it is issued.",
  "none-needed":
    "Both parties understand that this work needs no building permit. If the municipality says otherwise, work that needs a permit stops until it is issued, and the parties agree in a change order who obtains it.",
} as const;

/** Said when the proposal named no one for the permits. */
export const permitsUnstated =
  "The proposal did not say who obtains permits. Before work starts, agree in a change order who obtains any permit the work needs.";

/**
 * The terms every agreement carries, whatever the proposal said. Written from the Consumer
 * Protection Act, 2002 (estimates, section 10; future performance agreements, sections 21 to 26;
 * internet and direct agreements, sections 37 to 43; cancellation and refunds, sections 92 to 96)
 * and O. Reg. 17/05.
 */
export const statutoryTerms: readonly { heading: string; body: string }[] = [
  {
    heading: "The price may not rise by more than 10 % without your agreement",
    body: "If any part of the price is an estimate, the contractor may not charge more than 10 % above it unless you agree to the higher amount before the extra work is done. Here that agreement is a change order you confirm. If you are charged more than that without your agreement, the Act lets you require the contractor to do the work at the estimated price.",
  },
  {
    heading: "If the work does not start on time",
    body: "This agreement gives a start date. If the contractor has not begun the work within 30 days after that date, you may cancel the agreement at any time before the work begins. If you agree to a later start, this right to cancel ends.",
  },
  {
    heading: "Agreements made at your home: 10 days to change your mind",
    body: "If the contractor negotiated or signed this agreement with you in person anywhere other than their place of business, such as at your home, you may cancel it for any reason within 10 days after you receive your written copy, without penalty.",
  },
  {
    heading: "Agreements made online: when the required information is missing",
    body: "An agreement made over the internet may be cancelled within 7 days after you receive your copy if the contractor did not disclose the information the law requires before you agreed (such as the name and address of the business, a description of the work, the itemised price, taxes, and the dates), and within 30 days after entering into it if you were not given a copy within 15 days.",
  },
  {
    heading: "How to cancel, and what you get back",
    body: "To cancel, give the contractor written notice in a way that shows the date, such as e-mail or registered mail; you do not have to give a reason where the law gives you a cooling-off period. The contractor must refund any money you paid within 15 days of the notice.",
  },
  {
    heading: "Deposits",
    body: "No law caps a deposit, but Consumer Protection Ontario advises paying no more than 10 % of the price up front, and paying the rest as work is completed. Keep a record of every payment.",
  },
  {
    heading: "Taxes",
    body: "HST at 13 % is shown separately when the contractor is registered for it, with their HST number. A small supplier (taxable sales of $30,000 or less over four consecutive quarters) need not register and then charges no HST.",
  },
];

/** What a party agrees to by typing their name. */
export const confirmationStatement =
  "By typing my full name and pressing Confirm I agree to this agreement as written above, including its itemised price, dates and terms. The time of my confirmation is recorded, and the agreement can no longer be edited: any change becomes a numbered change order that both parties confirm.";

/** What a party agrees to by typing their name under a change order. */
export const changeOrderStatement =
  "By typing my full name and pressing Confirm I agree to this change order, which becomes part of the agreement.";
