import { describe, expect, it } from "vitest";

import { CITY_NAMES } from "@/content/city-names";
import {
  cityOfLocation,
  listFilterOf,
  listFilterQuery,
  passesListFilter,
} from "@/lib/projects/list-filter";

describe("the dashboard's list filter", () => {
  it("finds a catalogue city named as a whole word, case and spacing aside", () => {
    expect(cityOfLocation("Leslieville, Toronto, ON")).toBe("Toronto");
    expect(cityOfLocation("mississauga")).toBe("Mississauga");
    expect(cityOfLocation("Woodbridge (Vaughan)")).toBe("Vaughan");
    expect(cityOfLocation("Richmond  Hill, ON")).toBe("Richmond Hill");
    expect(cityOfLocation("Torontonian Lane, Oshawa")).toBeUndefined();
    expect(cityOfLocation("North Markhamville")).toBeUndefined();
    for (const name of CITY_NAMES) expect(cityOfLocation(`12 Main St, ${name}, ON`)).toBe(name);
  });

  it("keeps only values of each list from the address, in a fixed order", () => {
    const filter = listFilterOf(
      new URLSearchParams(
        "urgency=high&city=Oshawa&category=Plumbing&budget=Under%20%241%2C000&status=open",
      ),
    );
    expect(filter).toEqual({ category: "Plumbing", budget: "Under $1,000", urgency: "high" });
    expect(listFilterQuery(filter)).toBe("category=Plumbing&budget=Under+%241%2C000&urgency=high");
    expect(listFilterQuery({})).toBe("");
    expect(listFilterOf(new URLSearchParams("category=plumbing&urgency=HIGH"))).toEqual({});
  });

  it("passes a project only when every chosen filter matches", () => {
    const project = {
      category: "Plumbing",
      location: "East York, Toronto, ON",
      budget: "$5,000 - $10,000",
      urgency: "high",
    };
    expect(passesListFilter(project, {})).toBe(true);
    expect(passesListFilter(project, { category: "Plumbing", city: "Toronto" })).toBe(true);
    expect(passesListFilter(project, { city: "Markham" })).toBe(false);
    expect(passesListFilter(project, { budget: "Under $1,000" })).toBe(false);
    expect(passesListFilter(project, { urgency: "low", category: "Plumbing" })).toBe(false);
  });
});
