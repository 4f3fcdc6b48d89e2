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
