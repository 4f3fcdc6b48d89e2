// A visit's calendar invitation (RFC 5545 / 5546): one event per visit, its UID stable, its
// SEQUENCE one more on each change; METHOD:REQUEST to add or move it, METHOD:CANCEL to take it
// off. Times in Toronto time with the zone's rules included, so every calendar shows them right.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { z } from "zod";

import { INVARIANT_LOCALE, SITE_TIME_ZONE } from "@/i18n/config.mjs";

/** What an invitation is made from: kept in the e-mail's payload, the file made when it is sent. */
export const invitationSchema = z.object({
  uid: z.string().min(1),
  sequence: z.number().int().nonnegative(),
  method: z.enum(["REQUEST", "CANCEL"]),
  /** TENTATIVE while a confirmed visit is being moved to another time. */
  status: z.enum(["CONFIRMED", "TENTATIVE", "CANCELLED"]),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** When the change was made (DTSTAMP). */
  stamp: z.iso.datetime({ offset: true }),
  /** The area, or the street address when the homeowner lets the contractor see it. */
  location: z.string(),
  url: z.url(),
  /** The site arranges the visit: it is the organizer, so neither side learns the other's address. */
  organizer: z.object({ name: z.string(), email: z.email() }),
  /** The recipient alone. */
  attendee: z.object({ name: z.string(), email: z.email() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The calendar entry's UID: one per visit, whatever happens to it. */
export const visitUid = (visitId: number, host: string) => `visit-${visitId}@${host}`;

// America/Toronto's rules since 2007 (Energy Policy Act of 2005; Ontario's Time Act follows).
const TORONTO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  `X-LIC-LOCATION:${SITE_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** Toronto's wall-clock fields of an instant. */
function wallFields(instant: Date) {
  const parts = new Intl.DateTimeFormat(INVARIANT_LOCALE, {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return new Date(
    Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    ),
  );
}

/**
 * An instant that ical-generator writes as Toronto wall-clock time (its ICalTZDateStub): a plain
 * Date would be written in the server process's own zone.
 */
class TorontoDate extends Date {
  readonly internal: Date;
  constructor(iso: string) {
    super(iso);
    this.internal = new Date(iso);
  }
  withTimeZone() {
    const wall = wallFields(this.internal);
    const utc = {
      getUTCFullYear: () => wall.getUTCFullYear(),
      getUTCMonth: () => wall.getUTCMonth(),
      getUTCDate: () => wall.getUTCDate(),
      getUTCHours: () => wall.getUTCHours(),
      getUTCMinutes: () => wall.getUTCMinutes(),
      getUTCSeconds: () => wall.getUTCSeconds(),
    };
    return Object.assign(new TorontoDate(this.internal.toISOString()), utc, {
      getFullYear: utc.getUTCFullYear,
      getMonth: utc.getUTCMonth,
      getDate: utc.getUTCDate,
      getHours: utc.getUTCHours,
      getMinutes: utc.getUTCMinutes,
      getSeconds: utc.getUTCSeconds,
    });
  }
  tzComponents() {
    const wall = wallFields(this.internal);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
}

const STATUS = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/** The words of the event, in the recipient's language. */
export interface InvitationText {
  productName: string;
  summary: string;
  description: string;
}

/** The .ics text of an invitation. */
export function invitationIcs(invitation: Invitation, text: InvitationText): string {
  const calendar = ical({
    prodId: { company: text.productName, product: "site-visits", language: "EN" },
    method: invitation.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays in UTC, as RFC 5545 wants); the event's zone is included.
    timezone: {
      name: null,
      generator: (zone) => (zone === SITE_TIME_ZONE ? TORONTO_VTIMEZONE : null),
    },
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: new TorontoDate(invitation.start),
    end: new TorontoDate(invitation.end),
    stamp: new Date(invitation.stamp),
    timezone: SITE_TIME_ZONE,
    summary: text.summary,
    description: text.description,
    location: invitation.location,
    url: invitation.url,
    status: STATUS[invitation.status],
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** The attachment an e-mail carries: a calendar client offers to add, move or remove the event. */
export const invitationAttachment = (invitation: Invitation, text: InvitationText) => ({
  filename: invitation.method === "CANCEL" ? "visit-cancelled.ics" : "visit.ics",
  content: invitationIcs(invitation, text),
  contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
});
