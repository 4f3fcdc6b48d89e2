import { describe, expect, it } from "vitest";

import { contactDetailKinds, maskContactDetails } from "@/lib/contact-details";

// Spellings seen in leads on home-services sites, and the ordinary project text around them that
// must stay untouched.
const FOUND: [string, string][] = [
  ["Call me at 416-555-0199 after 5", "phone"],
  ["text (416) 555 0199", "phone"],
  ["416.555.0199", "phone"],
  ["4165550199 anytime", "phone"],
  ["+1 416 555 0199", "phone"],
  ["1-800-555-0199", "phone"],
  ["reach me: dana.price@gmail.com", "email"],
  ["dana at gmail dot com", "email"],
  ["dana [at] gmail [dot] com", "email"],
  ["dana(at)gmail(dot)com", "email"],
  ["dana @ gmail . com", "email"],
  ["see https://cheap-reno.example/deal", "url"],
  ["photos at www.myhouse-pics.com", "url"],
  ["details on bit.ly/3xYz", "url"],
  ["visit cheap-pills.example now", "url"],
  ["my site reno-quotes.ca", "url"],
];

const ORDINARY = [
  "Budget $25,000 - $50,000, start in spring 2027.",
  "Finish a 700 sq ft basement with a 3-piece bathroom, 10 x 12 ft bedroom.",
  "1920s semi near Danforth Ave., postal code M4E 2V1.",
  "Replace 2 windows (36 x 48 in) and 1 door; e.g. Pella or similar.",
  "Unit 1203, 45 Main St. E. — elevator booking needed 8am-5pm.",
  "Quote for 1,200 sq ft of hardwood at $8.50/sq ft, 2026-2027 season.",
  "Order no. 4165550 from the supplier.",
];

describe("contact details in text", () => {
  it.each(FOUND)("finds %j as %s", (text, kind) => {
    expect(contactDetailKinds(text)).toEqual([kind]);
  });

  it.each(ORDINARY)("leaves ordinary project text alone: %j", (text) => {
    expect(contactDetailKinds(text)).toEqual([]);
    expect(maskContactDetails(text, "[hidden]")).toBe(text);
  });

  it("masks each one in place and keeps the rest", () => {
    expect(
      maskContactDetails("Call 416-555-0199 or mail dana@home.example, thanks", "[hidden]"),
    ).toBe("Call [hidden] or mail [hidden], thanks");
  });
});

// How contractors and homeowners slip contact details into a question or an answer on a project's
// page, and the ordinary questions about the work around them, which stay as written. The page,
// the API and the e-mails mask with the site's words for it (messages: questions.hidden).
const HIDDEN = "[contact details are shared once you hire]";
const IN_QUESTIONS: [string, string][] = [
  ["My cell is (416)555-0199, text anytime", `My cell is ${HIDDEN}, text anytime`],
  ["+1 (647) 555-0123 is my cell", `${HIDDEN} is my cell`],
  ["call 416 555 0199 ext 22 after 6", `call ${HIDDEN} ext 22 after 6`],
  ["Yes. Text 416 555 0199 or 647.555.0123.", `Yes. Text ${HIDDEN} or ${HIDDEN}.`],
  ["Email me the plans: ada.builder@gmail.com", `Email me the plans: ${HIDDEN}`],
  ["send them to ada.builder at gmail dot com", `send them to ${HIDDEN}`],
  ["ada[at]gmail[dot]com works too", `${HIDDEN} works too`],
  ["see instagram.com/adabuilds for my decks", `see ${HIDDEN} for my decks`],
  ["WhatsApp me: wa.me/14165550199", `WhatsApp me: ${HIDDEN}`],
  ["My reviews are on adabuilds.ca.", `My reviews are on ${HIDDEN}.`],
  ["Photos: https://photos.example/basement?id=7 (all rooms)", `Photos: ${HIDDEN} (all rooms)`],
];
const ORDINARY_QUESTIONS = [
  "Is the ceiling 7 ft or 8 ft under the joists?",
  "Can we start Mon. at 9am, e.g. Dec. 1?",
  "Is it 100 A or 200 A service? i.e. what does the panel say",
  "2 x 4 studs at 16 in. o.c., 1/2 in. drywall: is that what you want?",
  "Unit 1203 at 45 Main St. E., buzzer 1203, parking on level P2.",
  "Budget $15,000 - $20,000 including HST of 13%.",
  "Quote #4165550 from the supplier is for the tiles only.",
  "Yes: a 3-piece bath, 700 sq ft, permit drawings by March 2027.",
];

describe("contact details in questions and answers", () => {
  it.each(IN_QUESTIONS)("masks %j", (text, masked) => {
    expect(maskContactDetails(text, HIDDEN)).toBe(masked);
  });

  it.each(ORDINARY_QUESTIONS)("leaves a question about the work alone: %j", (text) => {
    expect(maskContactDetails(text, HIDDEN)).toBe(text);
  });

  it("masks with the words the page, the API and the e-mails show", async () => {
    const { default: site } = await import("@/messages/en.json");
    const { default: mail } = await import("@/messages/mail.en.json");
    expect(site.questions.hidden).toBe(HIDDEN);
    expect(mail.questions.hidden).toBe(HIDDEN);
  });
});
