import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { newestFirst } from "@/lib/utils";

const posted = (postedDate: string) => ({ postedDate });
const dates = (items: { postedDate: string }[]) => items.map((item) => item.postedDate);

describe("newestFirst", () => {
  it("puts the latest ISO date first and leaves the list as it was", () => {
    const items = [
      posted("2026-01-02T00:00:00.000Z"),
      posted("2026-11-25T17:20:00.000Z"),
      posted("2025-12-31T23:59:59.999Z"),
      posted("2026-11-25T17:20:00.001Z"),
    ];
    const before = dates(items);
    expect(dates(newestFirst(items, (item) => item.postedDate))).toEqual([
      "2026-11-25T17:20:00.001Z",
      "2026-11-25T17:20:00.000Z",
      "2026-01-02T00:00:00.000Z",
      "2025-12-31T23:59:59.999Z",
    ]);
    expect(dates(items)).toEqual(before);
  });

  it("orders as the dates do, ties in their first order", () => {
    // Instants from 2000 to 2100 written as toISOString writes them, some repeated.
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(fc.array(fc.oneof(instant, fc.constant(Date.UTC(2026, 10, 25)))), (times) => {
        const items = times.map((time, index) => ({
          postedDate: new Date(time).toISOString(),
          index,
        }));
        const sorted = newestFirst(items, (item) => item.postedDate);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i++) {
          const [earlier, later] = [sorted[i - 1]!, sorted[i]!];
          const order = Date.parse(earlier.postedDate) - Date.parse(later.postedDate);
          expect(order).toBeGreaterThanOrEqual(0);
          if (order === 0) expect(earlier.index).toBeLessThan(later.index);
        }
      }),
    );
  });
});
