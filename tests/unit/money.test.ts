import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatWholeNumber } from "@/lib/numbers";
import {
  computeTotals,
  depositAboveAdvice,
  depositCents,
  formatCents,
  formatWholeDollars,
  hstCents,
  lineTotalCents,
  parseMoney,
  quantityToHundredths,
  scheduleMatches,
  sumCents,
} from "@/lib/money";

// Amounts a proposal can hold: up to $1,000,000 a unit and 100,000 units.
const unitPrice = fc.integer({ min: 0, max: 100_000_000 });
const quantity = fc.integer({ min: 1, max: 10_000_000 });
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const line = fc.record({ quantityHundredths: quantity, unitPriceCents: unitPrice });

/** 13 % of a subtotal rounded half up, by exact decimal reasoning on the digits. */
function hstByHand(subtotal: number): number {
  const thirteenTimes = BigInt(subtotal) * 13n; // HST in hundredths of a cent
  const whole = thirteenTimes / 100n;
  const rest = thirteenTimes % 100n;
  return Number(rest >= 50n ? whole + 1n : whole);
}

describe("money arithmetic in cents", () => {
  it("total = subtotal + HST, and HST = 13 % of the subtotal rounded half up", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), fc.boolean(), (lines, hst) => {
        const totals = computeTotals(lines, hst);
        expect(totals.subtotalCents).toBe(totals.lineTotalsCents.reduce((a, b) => a + b, 0));
        expect(totals.hstCents).toBe(hst ? hstByHand(totals.subtotalCents) : 0);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.hstCents);
        expect(Number.isInteger(totals.totalCents)).toBe(true);
      }),
    );
  });

  it("rounds HST half up at the half cent and down below it", () => {
    // 13 % of $0.50 is 6.5 cents; of $0.49 is 6.37; of $0.03 is 0.39.
    expect(hstCents(50)).toBe(7);
    expect(hstCents(49)).toBe(6);
    expect(hstCents(3)).toBe(0);
    expect(hstCents(4)).toBe(1); // 0.52 cent
    expect(hstCents(100_000)).toBe(13_000);
    expect(hstCents(123_456)).toBe(16_049); // 16,049.28
    expect(hstCents(123_450, false)).toBe(0);
  });

  it("prices a line as quantity × unit price rounded half up to the cent", () => {
    expect(lineTotalCents(250, 4_999)).toBe(12_498); // 2.5 × $49.99 = $124.975
    expect(lineTotalCents(100, 1)).toBe(1);
    expect(lineTotalCents(1, 49)).toBe(0); // 0.01 × $0.49 = 0.49 cent
    expect(lineTotalCents(1, 50)).toBe(1); // 0.01 × $0.50 = 0.5 cent
    fc.assert(
      fc.property(quantity, unitPrice, (q, p) => {
        const exact = BigInt(q) * BigInt(p); // hundredths of a cent
        const total = lineTotalCents(q, p);
        // Within half a cent of the exact product, and never below it by half a cent.
        expect(BigInt(total) * 100n - exact).toBeGreaterThan(-50n);
        expect(BigInt(total) * 100n - exact).toBeLessThanOrEqual(50n);
      }),
    );
  });

  it("does not drift over many items: 10,000 lines of $0.10 are $1,000.00 exactly", () => {
    const lines = Array.from({ length: 10_000 }, () => ({
      quantityHundredths: 100,
      unitPriceCents: 10,
    }));
    expect(computeTotals(lines, false).subtotalCents).toBe(100_000);
    // The float sum of 0.1 ten thousand times is not 1000: the reason for cents.
    expect(Array.from({ length: 10_000 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1000);
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 200 }), (amounts) => {
        const total = sumCents(amounts);
        expect(total).toBe(Number(amounts.reduce((a, b) => a + BigInt(b), 0n)));
        // Order does not matter.
        expect(sumCents([...amounts].reverse())).toBe(total);
      }),
    );
  });

  it("checks that a schedule sums to the total exactly", () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 20 }), (amounts) => {
        const total = sumCents(amounts);
        expect(scheduleMatches(amounts, total)).toBe(true);
        expect(scheduleMatches(amounts, total + 1)).toBe(false);
        if (total > 0) expect(scheduleMatches(amounts, total - 1)).toBe(false);
      }),
    );
  });

  it("takes a deposit as an amount or a percentage of the total, and flags above 10 %", () => {
    expect(depositCents({ kind: "amount", cents: 5_000 }, 100_000)).toBe(5_000);
    expect(depositCents({ kind: "percent", percent: 10 }, 123_457)).toBe(12_346); // 12,345.7
    expect(depositCents({ kind: "percent", percent: 12.5 }, 100_001)).toBe(12_500); // 12,500.125
    const amount = (cents: number) => ({ kind: "amount", cents }) as const;
    const percent = (value: number) => ({ kind: "percent", percent: value }) as const;
    expect(depositAboveAdvice(amount(10_000), 100_000)).toBe(false);
    expect(depositAboveAdvice(amount(10_001), 100_000)).toBe(true);
    // 10 % of $1.05 is 10.5 cents, 11 once rounded: still the advised 10 %.
    expect(depositAboveAdvice(percent(10), 105)).toBe(false);
    expect(depositAboveAdvice(amount(11), 105)).toBe(true);
    expect(depositAboveAdvice(percent(10.01), 105)).toBe(true);
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (total, basisPoints) => {
        const deposit = depositCents({ kind: "percent", percent: basisPoints / 100 }, total);
        expect(deposit).toBeLessThanOrEqual(total);
        expect(deposit).toBe(
          Number((BigInt(total) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n),
        );
      }),
    );
  });

  it("reads quantities with at most two decimals", () => {
    expect(quantityToHundredths(2.55)).toBe(255);
    expect(quantityToHundredths(0.01)).toBe(1);
    expect(quantityToHundredths(1.005)).toBeUndefined();
    expect(quantityToHundredths(Number.NaN)).toBeUndefined();
    expect(quantityToHundredths(Infinity)).toBeUndefined();
    expect(quantityToHundredths(-1)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        expect(quantityToHundredths(Number((hundredths / 100).toFixed(2)))).toBe(hundredths);
      }),
    );
  });
});

describe("money text", () => {
  it("formats cents as Canadian dollars", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(100_000_000_00)).toBe("$100,000,000.00");
    expect(formatCents(-1_050)).toBe("-$10.50");
  });

  it.each([
    ["1,234.56", 123_456],
    ["1234", 123_400],
    ["$1,234", 123_400],
    ["12.5", 1_250],
    ["0.07", 7],
    [" 99.99 ", 9_999],
    ["1,000,000.00", 100_000_000],
  ])("parses %j as %d cents", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([
    "",
    "abc",
    "1.234",
    "12,34",
    "1,2345",
    "-5",
    "+5",
    "1e3",
    "1 000",
    "$",
    ".50",
    "1.",
    "NaN",
    "Infinity",
    "99999999999999999999",
  ])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it("parses what it formats, and formats what it parses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(parseMoney(formatCents(value))).toBe(value);
        expect(parseMoney(formatCents(value).replaceAll(",", ""))).toBe(value);
      }),
    );
  });

  it("writes whole dollars and whole numbers as Intl's en-CA does, without Intl", () => {
    expect(formatWholeDollars(5_000)).toBe("$5,000");
    expect(formatWholeDollars(0)).toBe("$0");
    expect(formatWholeDollars(999.5)).toBe("$1,000");
    expect(formatWholeNumber(100_000)).toBe("100,000");
    expect(formatWholeNumber(-1_234)).toBe("-1,234");
    expect(() => formatWholeNumber(1.5)).toThrow(RangeError);
    expect(() => formatWholeDollars(Number.NaN)).toThrow(RangeError);
    const dollars = new Intl.NumberFormat("en-CA", {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    const grouped = new Intl.NumberFormat("en-CA");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatWholeDollars(value)).toBe(dollars.format(value));
        expect(formatWholeNumber(value)).toBe(grouped.format(value));
      }),
    );
  });
});
