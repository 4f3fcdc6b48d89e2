import { describe, expect, it } from "vitest";

import { displayPrice, firstPriceFigure, priceFigures, priceSpan } from "@/lib/price";

describe("price helpers", () => {
  it("reads a range's span: Under is from 0, a plus or Over is open-ended", () => {
    expect(priceSpan("Under $1,000")).toEqual({ low: 0, high: 1000, openEnded: false });
    expect(priceSpan("$1,000 - $2,500")).toEqual({ low: 1000, high: 2500, openEnded: false });
    expect(priceSpan("$100,000+")).toEqual({ low: 100000, high: 100000, openEnded: true });
    expect(priceSpan("Over $100,000")).toEqual({ low: 100000, high: 100000, openEnded: true });
    expect(priceSpan("Contact for quote")).toEqual({ low: 0, high: 0, openEnded: false });
  });

  it("reads every figure of a range", () => {
    expect(priceFigures("$8,500 - $12,000")).toEqual([8500, 12000]);
    expect(priceFigures("$850,000 - $1,020,000")).toEqual([850000, 1020000]);
    expect(priceFigures("$150+")).toEqual([150]);
  });

  it("sorts a text without figures last", () => {
    expect(firstPriceFigure("Contact for quote")).toBe(Number.POSITIVE_INFINITY);
    expect(firstPriceFigure("$600 - $850")).toBe(600);
  });

  it("reads thousands, decimals and the words around a figure", () => {
    expect(firstPriceFigure("$2k")).toBe(2000);
    expect(firstPriceFigure("$1.5k")).toBe(1500);
    expect(firstPriceFigure("$2K+")).toBe(2000);
    expect(priceFigures("$10k - $20k")).toEqual([10000, 20000]);
    expect(firstPriceFigure("$5,000 - $10,000")).toBe(5000);
    expect(firstPriceFigure("$100,000+")).toBe(100000);
    expect(firstPriceFigure("Over $100,000")).toBe(100000);
    expect(firstPriceFigure("Under $1,000")).toBe(1000);
    expect(firstPriceFigure("From $2,400.50")).toBe(2400.5);
    // A "k" that starts a word is not thousands.
    expect(firstPriceFigure("$500 kitchen refresh")).toBe(500);
  });

  it("reads no figure where no dollar sign stands", () => {
    expect(firstPriceFigure("Free")).toBe(Number.POSITIVE_INFINITY);
    expect(firstPriceFigure("Within 2 weeks")).toBe(Number.POSITIVE_INFINITY);
    expect(firstPriceFigure("")).toBe(Number.POSITIVE_INFINITY);
    expect(firstPriceFigure(undefined)).toBe(Number.POSITIVE_INFINITY);
  });

  it("falls back from price to budget to homeownerBudget", () => {
    expect(displayPrice({ price: "$1", budget: "$2", homeownerBudget: "$3" })).toBe("$1");
    expect(displayPrice({ price: "", budget: "$2", homeownerBudget: "$3" })).toBe("$2");
    expect(displayPrice({ homeownerBudget: "$3" })).toBe("$3");
    expect(displayPrice({})).toBeNull();
  });
});
