import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { invitationIcs, visitUid, type Invitation } from "@/lib/visits/calendar";
import {
  mayAct,
  reminderAt,
  torontoInstant,
  torontoWall,
  windowShapeProblem,
  windowsProblem,
} from "@/lib/visits/rules";
import { requestVisitSchema } from "@/lib/visits/schema";

// Site visits' pure rules: Toronto wall-clock windows, what each side may do, the reminder's
// time, and the invitation a calendar program reads.

describe("Toronto time", () => {
  it("turns a wall-clock time into its instant in winter and in summer", () => {
    expect(torontoInstant("2027-01-15", "09:00").toISOString()).toBe("2027-01-15T14:00:00.000Z");
    expect(torontoInstant("2027-07-15", "09:00").toISOString()).toBe("2027-07-15T13:00:00.000Z");
    // The days the clocks change (second Sunday of March, first of November).
    expect(torontoInstant("2027-03-14", "10:00").toISOString()).toBe("2027-03-14T14:00:00.000Z");
    expect(torontoInstant("2027-11-07", "10:00").toISOString()).toBe("2027-11-07T15:00:00.000Z");
    expect(torontoWall(new Date("2027-07-15T13:00:00Z"))).toEqual({
      date: "2027-07-15",
      time: "09:00",
    });
  });
});

describe("visit windows", () => {
  const now = new Date("2027-01-10T15:00:00Z");
  it("takes business hours, 30 minutes to 4 hours, in order", () => {
    expect(windowShapeProblem({ date: "2027-01-12", from: "07:00", to: "09:00" })).toBeNull();
    expect(windowShapeProblem({ date: "2027-01-12", from: "10:00", to: "09:00" })).toBe("order");
    expect(windowShapeProblem({ date: "2027-01-12", from: "06:30", to: "08:00" })).toBe("hours");
    expect(windowShapeProblem({ date: "2027-01-12", from: "20:00", to: "21:30" })).toBe("hours");
    expect(windowShapeProblem({ date: "2027-01-12", from: "10:00", to: "10:15" })).toBe("length");
    expect(windowShapeProblem({ date: "2027-01-12", from: "08:00", to: "12:30" })).toBe("length");
  });
  it("refuses windows too soon, too far ahead or overlapping", () => {
    const day = (date: string, from: string, to: string) => ({ date, from, to });
    expect(
      windowsProblem(
        [day("2027-01-12", "09:00", "10:00"), day("2027-01-13", "09:00", "10:00")],
        now,
      ),
    ).toBeNull();
    // 10:30 Toronto on the 10th is 30 minutes after `now`.
    expect(
      windowsProblem(
        [day("2027-01-10", "10:30", "11:00"), day("2027-01-13", "09:00", "10:00")],
        now,
      ),
    ).toBe("too-soon");
    expect(
      windowsProblem(
        [day("2027-03-20", "09:00", "10:00"), day("2027-01-13", "09:00", "10:00")],
        now,
      ),
    ).toBe("too-far");
    expect(
      windowsProblem(
        [day("2027-01-12", "09:00", "11:00"), day("2027-01-12", "10:00", "12:00")],
        now,
      ),
    ).toBe("overlap");
  });
  it("checks a request's body as the API does", () => {
    const result = requestVisitSchema.safeParse({
      name: "Ada",
      windows: [{ date: "2026-02-30", from: "09:00", to: "10:00" }],
    });
    expect(result.success).toBe(false);
  });
});

describe("who may do what to a visit", () => {
  const now = new Date("2027-01-10T15:00:00Z");
  const ahead = new Date("2027-01-12T15:00:00Z");
  const over = new Date("2027-01-09T15:00:00Z");
  it("lets the homeowner choose and the contractor offer, either side cancel, the other mark a no-show", () => {
    const requested = { status: "requested" as const, endsAt: null };
    expect(mayAct(requested, "homeowner", "confirm", now)).toBe(true);
    expect(mayAct(requested, "contractor", "confirm", now)).toBe(false);
    expect(mayAct(requested, "contractor", "offer", now)).toBe(true);
    expect(mayAct(requested, "homeowner", "offer", now)).toBe(false);
    expect(mayAct({ status: "other-times", endsAt: null }, "homeowner", "confirm", now)).toBe(
      false,
    );
    const confirmed = { status: "confirmed" as const, endsAt: ahead };
    for (const side of ["homeowner", "contractor"] as const) {
      expect(mayAct(confirmed, side, "cancel", now)).toBe(true);
      expect(mayAct(confirmed, side, "missed", now)).toBe(false);
      expect(mayAct({ status: "confirmed", endsAt: over }, side, "missed", now)).toBe(true);
      expect(mayAct({ status: "confirmed", endsAt: over }, side, "cancel", now)).toBe(false);
      expect(mayAct({ status: "cancelled", endsAt: ahead }, side, "cancel", now)).toBe(false);
    }
  });
  it("reminds 24 hours before, or not at all when that has passed", () => {
    expect(reminderAt(ahead, now)!.toISOString()).toBe("2027-01-11T15:00:00.000Z");
    expect(reminderAt(new Date("2027-01-11T10:00:00Z"), now)).toBeNull();
  });
});

describe("the invitation", () => {
  const invitation: Invitation = {
    uid: visitUid(7, "torontopros.example"),
    sequence: 2,
    method: "REQUEST",
    status: "CONFIRMED",
    start: "2027-07-15T13:00:00.000Z",
    end: "2027-07-15T14:30:00.000Z",
    stamp: "2027-07-01T12:00:00.000Z",
    location: "East York, Toronto",
    url: "http://localhost:3000/project/3001#visits",
    organizer: { name: "TorontoPros", email: "hello@torontopros.example" },
    attendee: { name: "Ada Moreau", email: "ada@pros.example" },
  };
  const text = { productName: "TorontoPros", summary: "Site visit: Deck", description: "Visit" };

  it("parses as one event in Toronto time, with its zone's rules, whatever the server's zone", () => {
    const ics = invitationIcs(invitation, text);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    expect(zone.tzid).toBe("America/Toronto");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe("visit-7@torontopros.example");
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Toronto");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0]);
    expect([event.endDate.hour, event.endDate.minute]).toEqual([10, 30]);
    // With the zone's rules the instant is the stored one.
    event.startDate.zone = zone;
    expect(event.startDate.toJSDate().toISOString()).toBe(invitation.start);
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toMatch(/Z$/);
    expect(event.summary).toBe("Site visit: Deck");
    expect(event.location).toBe("East York, Toronto");
  });

  it("cancels the same event", () => {
    const ics = invitationIcs(
      { ...invitation, method: "CANCEL", status: "CANCELLED", sequence: 3 },
      text,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("uid")).toBe("visit-7@torontopros.example");
  });
});
