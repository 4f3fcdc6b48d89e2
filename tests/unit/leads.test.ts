import { describe, expect, it } from "vitest";

import { holdReasons, POSTS_PER_DAY, repeats, similarity } from "@/lib/projects/leads";

const basement = {
  category: "Renovation",
  title: "Finish our basement",
  description: "Frame, insulate and drywall a 700 sq ft basement with a three-piece bathroom.",
};

describe("a repeat of an open project", () => {
  it("is the same category with a near-identical title and description", () => {
    expect(
      repeats(
        {
          ...basement,
          title: "Finish our basement!",
          description:
            "Frame, insulate & drywall a 700 sq. ft. basement with a three piece bathroom",
        },
        basement,
      ),
    ).toBe(true);
    expect(repeats({ ...basement, title: "FINISH OUR BASEMENT" }, basement)).toBe(true);
  });

  it("is not another category, another job, or the same job told differently", () => {
    expect(repeats({ ...basement, category: "General Contracting" }, basement)).toBe(false);
    expect(
      repeats(
        { ...basement, title: "Kitchen renovation", description: "New cabinets and counters." },
        basement,
      ),
    ).toBe(false);
    expect(
      repeats(
        {
          ...basement,
          description: "We want a home office and a guest room downstairs, about 700 sq ft.",
        },
        basement,
      ),
    ).toBe(false);
  });

  it("compares texts from 0 to 1", () => {
    expect(similarity("abc def", "ABC, def.")).toBe(1);
    expect(similarity("basement", "kitchen")).toBeLessThan(0.2);
  });
});

describe("a post held for the operator", () => {
  const post = { ...basement, location: "Toronto, ON", requirements: ["Permit drawings"] };

  it("is not held when its text is a project's and its address posts little", () => {
    expect(holdReasons(post, 0)).toEqual([]);
    expect(holdReasons(post, POSTS_PER_DAY - 1)).toEqual([]);
  });

  it("is held for contact details anywhere in its text, and past the day's posts", () => {
    expect(holdReasons({ ...post, description: "Call 416-555-0199" }, 0)).toEqual([
      "contact-details",
    ]);
    expect(holdReasons({ ...post, requirements: ["see www.pics.example"] }, 0)).toEqual([
      "contact-details",
    ]);
    expect(holdReasons(post, POSTS_PER_DAY)).toEqual(["daily-limit"]);
  });
});
