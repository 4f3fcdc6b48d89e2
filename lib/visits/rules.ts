// Site visits' pure rules (docs/decisions/0025-site-visits-and-invitations.md): the windows a contractor may
// offer, in Toronto time; what each side may do in each state; the limits per account and project.

import { INVARIANT_LOCALE, SITE_TIME_ZONE } from "@/i18n/config.mjs";

/** Visit requests one account may send in 24 hours, on every project together. */
export const VISITS_PER_ACCOUNT_PER_DAY = 10;
/** Visit requests one project may receive in 24 hours, from every contractor together. */
export const VISITS_PER_PROJECT_PER_DAY = 10;
/** Changes (new windows, moves) one visit takes before it must be cancelled and asked anew. */
export const MAX_VISIT_CHANGES = 8;

export const MIN_WINDOWS = 2;
export const MAX_WINDOWS = 3;
/** Business-reasonable hours, Toronto time: a window starts at 07:00 or later and ends by 21:00. */
export const EARLIEST = "07:00";
export const LATEST = "21:00";
export const MIN_WINDOW_MINUTES = 30;
export const MAX_WINDOW_MINUTES = 240;
/** A window starts at least this long after it is offered, and at most this many days ahead. */
export const MIN_NOTICE_MINUTES = 60;
export const MAX_DAYS_AHEAD = 60;
/** The reminder goes this long before the visit. */
export const REMINDER_BEFORE_MS = 86_400_000;

export const NAME_MAX_LENGTH = 80;
export const NOTE_MAX_LENGTH = 1_000;
export const REASON_MAX_LENGTH = 500;
export const ADDRESS_MAX_LENGTH = 200;

export const DAY_MS = 86_400_000;

export type VisitStatus = "requested" | "other-times" | "confirmed" | "cancelled" | "missed";
export type VisitSide = "contractor" | "homeowner";

/** A window as a person gives it: a day and two times on the clock in Toronto. */
export interface LocalWindow {
  date: string;
  from: string;
  to: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** Toronto's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
function torontoOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat(INVARIANT_LOCALE, {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant a Toronto wall-clock time names (hours 07 to 21 never fall in a DST gap). */
export function torontoInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hours!, minutes!);
  let instant = wall - torontoOffset(wall) * 60_000;
  instant = wall - torontoOffset(instant) * 60_000;
  return new Date(instant);
}

/** A Toronto day and time of an instant, as the forms give them ("2026-12-10", "09:30"). */
export function torontoWall(instant: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat(INVARIANT_LOCALE, {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Why a window may not be offered, or null: the times, the hours, its length. */
export function windowShapeProblem(window: LocalWindow): "order" | "hours" | "length" | null {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (to <= from) return "order";
  if (from < minutesOf(EARLIEST) || to > minutesOf(LATEST)) return "hours";
  if (to - from < MIN_WINDOW_MINUTES || to - from > MAX_WINDOW_MINUTES) return "length";
  return null;
}

/** The instants of a window. */
export const windowInstants = (window: LocalWindow) => ({
  start: torontoInstant(window.date, window.from),
  end: torontoInstant(window.date, window.to),
});

/** Why windows offered at `now` are not acceptable together, or null: too soon, too far, overlapping. */
export function windowsProblem(
  windows: LocalWindow[],
  now: Date,
): "too-soon" | "too-far" | "overlap" | null {
  const spans = windows.map(windowInstants).sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const [index, span] of spans.entries()) {
    if (span.start.getTime() < now.getTime() + MIN_NOTICE_MINUTES * 60_000) return "too-soon";
    if (span.start.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return "too-far";
    const next = spans[index + 1];
    if (next && next.start.getTime() < span.end.getTime()) return "overlap";
  }
  return null;
}

/** What one side may do to a visit in a state, at `now`. */
export type VisitAction = "confirm" | "other-times" | "offer" | "cancel" | "missed";

export function mayAct(
  visit: { status: VisitStatus; endsAt: Date | null },
  side: VisitSide,
  action: VisitAction,
  now: Date,
): boolean {
  const passed = visit.endsAt !== null && visit.endsAt.getTime() <= now.getTime();
  switch (action) {
    case "confirm":
      return side === "homeowner" && visit.status === "requested";
    case "other-times":
      // Asking for other times of a confirmed visit is the homeowner's way to move it.
      return (
        side === "homeowner" &&
        (visit.status === "requested" || (visit.status === "confirmed" && !passed))
      );
    case "offer":
      // New windows: after the homeowner asked for others, or to move a confirmed visit.
      return (
        side === "contractor" &&
        (visit.status === "requested" ||
          visit.status === "other-times" ||
          (visit.status === "confirmed" && !passed))
      );
    case "cancel":
      return (
        visit.status === "requested" ||
        visit.status === "other-times" ||
        (visit.status === "confirmed" && !passed)
      );
    case "missed":
      return visit.status === "confirmed" && passed;
  }
}

/** Whether a visit still stands: one a contractor has open on a project blocks a second request. */
export const isOpenVisit = (status: VisitStatus) =>
  status === "requested" || status === "other-times" || status === "confirmed";

/** When the reminder goes, or null when the visit is closer than that (its invitation just went). */
export const reminderAt = (startsAt: Date, now: Date): Date | null => {
  const at = new Date(startsAt.getTime() - REMINDER_BEFORE_MS);
  return at.getTime() > now.getTime() ? at : null;
};
