import { afterEach, describe, expect, it, vi } from "vitest";

import { parseFavorites, toggleId } from "@/lib/favorites";

describe("parseFavorites", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a JSON list of ids", () => {
    expect(parseFavorites("[1001, 2001, 3005]")).toEqual([1001, 2001, 3005]);
  });

  it("treats a missing value as empty without logging", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseFavorites(null)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it.each(["{not json", '{"a":1}', '"1001"'])("logs and ignores %s", (raw) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseFavorites(raw)).toEqual([]);
    expect(log).toHaveBeenCalledWith("Error loading favorites", expect.anything());
  });

  it("drops duplicates and values that are not ids", () => {
    expect(parseFavorites('[1001, "1002", 1001, -4, 1.5, null]')).toEqual([1001, 1002]);
  });
});

describe("toggleId", () => {
  it("adds an absent id and removes a present one", () => {
    expect(toggleId([1001], 1002)).toEqual([1001, 1002]);
    expect(toggleId([1001, 1002], 1001)).toEqual([1002]);
  });
});
