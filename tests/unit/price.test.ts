import { describe, expect, it } from "vitest";

import { displayPrice, firstPriceFigure, priceFigures } from "@/lib/price";

describe("price helpers", () => {
  it("reads every figure of a range", () => {
    expect(priceFigures("$8,500 - $12,000")).toEqual([8500, 12000]);
    expect(priceFigures("$850,000 - $1,020,000")).toEqual([850000, 1020000]);
    expect(priceFigures("$150+")).toEqual([150]);
  });

  it("sorts a text without figures last", () => {
    expect(firstPriceFigure("Contact for quote")).toBe(Number.POSITIVE_INFINITY);
    expect(firstPriceFigure("$600 - $850")).toBe(600);
  });

  it("falls back from price to budget to homeownerBudget", () => {
    expect(displayPrice({ price: "$1", budget: "$2", homeownerBudget: "$3" })).toBe("$1");
    expect(displayPrice({ price: "", budget: "$2", homeownerBudget: "$3" })).toBe("$2");
    expect(displayPrice({ homeownerBudget: "$3" })).toBe("$3");
    expect(displayPrice({})).toBeNull();
  });
});
