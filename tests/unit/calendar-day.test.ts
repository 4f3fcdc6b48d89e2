import { describe, expect, it } from "vitest";

import { dayAtNoonUtc, dayParts, isDay, torontoDay } from "@/lib/calendar-day";

describe("the site's calendar", () => {
  it("puts a moment on the day it was in Toronto, across both clock changes", () => {
    // 10:30 pm in Toronto, already the next day in UTC (EST, then EDT).
    expect(torontoDay(new Date("2026-11-02T03:30:00Z"))).toBe("2026-11-01");
    expect(torontoDay(new Date("2026-07-01T03:30:00Z"))).toBe("2026-06-30");
    // 8 pm and 9 pm UTC are the same day in Toronto.
    expect(torontoDay(new Date("2026-03-08T20:00:00Z"))).toBe("2026-03-08");
    expect(torontoDay(new Date("2026-12-31T21:00:00Z"))).toBe("2026-12-31");
    expect(torontoDay(new Date("2027-01-01T05:00:00Z"))).toBe("2027-01-01");
  });

  it("tells a stored day from a moment", () => {
    // Read as a moment, "2025-08-01" is midnight UTC: the evening of July 31 in Toronto.
    expect(torontoDay(new Date("2025-08-01"))).toBe("2025-07-31");
    expect(isDay("2025-08-01")).toBe(true);
    expect(isDay("2025-08-01T00:00:00Z")).toBe(false);
    expect(isDay("2025-8-1")).toBe(false);
  });

  it("gives a day's parts as numbers, and refuses what is not a day", () => {
    expect(dayParts("2025-08-01")).toEqual({ year: 2025, month: 8, day: 1 });
    expect(dayParts("2026-12-31")).toEqual({ year: 2026, month: 12, day: 31 });
    expect(() => dayParts("2025-08-01T00:00:00Z")).toThrow(RangeError);
    expect(() => dayParts("")).toThrow(RangeError);
  });

  it("places a day at noon UTC, which reads as that day in UTC and in Toronto", () => {
    const noon = dayAtNoonUtc("2025-08-01");
    expect(noon.toISOString()).toBe("2025-08-01T12:00:00.000Z");
    expect(torontoDay(noon)).toBe("2025-08-01");
  });
});
