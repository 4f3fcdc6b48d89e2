// The accessibility statement: what the site aims for (WCAG 2.1 Level AA), what its tests check
// and cannot check, the feedback route and accessible formats on request, with the Ontario rules
// they answer to (AODA, Integrated Accessibility Standards, O. Reg. 191/11).
import type { LegalDocument } from "./legal";
import { site } from "./site";

/** The subject the statement's feedback form fills in, which the operator's inbox shows. */
export const accessibilityFeedbackSubject = "Accessibility feedback";

export const accessibilityStatement: LegalDocument = {
  title: "Accessibility",
  lastUpdated: "2026-12-02",
  intro: `${site.brand} is for every homeowner and contractor in Ontario, including people who use a screen reader, a keyboard, magnification or other assistive technology. This statement says what we aim for, how we check it, what we know falls short and how to tell us about a barrier.`,
  sections: [
    {
      heading: "What We Aim For",
      blocks: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA on every page of the site, which includes the WCAG 2.0 Level AA that Ontario's Integrated Accessibility Standards (O. Reg. 191/11, s. 14) require of websites under the Accessibility for Ontarians with Disabilities Act, 2005.",
        "The site works in the light and the dark theme (until you choose one it follows your device's setting), on a phone and on a computer.",
      ],
    },
    {
      heading: "How We Check",
      blocks: [
        "Before each release, automated tests open the site's pages in a real browser, on a phone-sized and on a desktop screen, in the light and in the dark theme, and check them with axe-core against the WCAG 2.0 and 2.1 Level A and AA rules it can test. A release with a failure is not published.",
        "Automated checks find only part of what can stand in a person's way: they cannot judge whether a text alternative describes a photo well, or whether a page is easy to follow. We do not claim more than these tests show.",
      ],
    },
    {
      heading: "What We Know Falls Short",
      blocks: [
        "Photos that homeowners and contractors upload are described by their project's title and their number (“Finish our basement, photo 2”), not by what each one shows.",
        "Written agreements are pages of the site that print to paper or PDF; we do not publish them as separately tagged PDF files.",
      ],
    },
    {
      heading: "Accessible Formats and Feedback",
      blocks: [
        "If you need a page, an agreement or any other information from us in another format (large print, plain text, read to you by telephone) or with a communication support, ask us by the form below, by e-mail or by telephone. We provide it at no cost, as soon as we can and with you, as O. Reg. 191/11, s. 12 asks.",
        "Tell us about any barrier you meet on the site, and what you were trying to do, with the form below, by e-mail, by telephone or by mail. Feedback sent with the form reaches the same inbox as every other message to us; say in it how you would like us to answer (O. Reg. 191/11, s. 11).",
      ],
    },
  ],
  contact: { lead: "Other ways to reach us about accessibility:" },
};
