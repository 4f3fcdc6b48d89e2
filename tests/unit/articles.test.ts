import { describe, expect, it } from "vitest";

import { articles } from "@/content/articles";
import { relatedArticles } from "@/content/related";
import type { Article } from "@/content/types";
import { articleBlocks, readingMinutes, splitByline, wordCount } from "@/lib/articles";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function article(id: number, category: string, date: string): Article {
  return {
    id,
    title: `Article ${id}`,
    excerpt: "",
    image: `/images/articles/${id}.svg`,
    category,
    author: "A. Writer",
    date,
    readTime: "1 min read",
    body: [],
  };
}

describe("reading time", () => {
  it("counts words across paragraphs, leaving out subheading markers", () => {
    expect(wordCount(["one two", "## Three", "  four   five  "])).toBe(5);
    expect(wordCount([])).toBe(0);
  });

  it("rounds up at 200 words a minute, with a minimum of one minute", () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([words(1)])).toBe(1);
    expect(readingMinutes([words(200)])).toBe(1);
    expect(readingMinutes([words(201)])).toBe(2);
    expect(readingMinutes([words(150), words(150)])).toBe(2);
  });
});

describe("articleBlocks", () => {
  it("turns '## ' paragraphs into headings with anchor ids and keeps the rest as paragraphs", () => {
    expect(articleBlocks(["Intro.", "## Shut off & drain outdoor water", "Body."])).toEqual([
      { kind: "paragraph", text: "Intro." },
      {
        kind: "heading",
        text: "Shut off & drain outdoor water",
        id: "shut-off-drain-outdoor-water",
      },
      { kind: "paragraph", text: "Body." },
    ]);
  });

  it("gives repeated headings distinct ids", () => {
    const ids = articleBlocks(["## Costs", "## Costs", "## Costs", "## !!!"]).map((block) =>
      block.kind === "heading" ? block.id : null,
    );
    expect(ids).toEqual(["costs", "costs-2", "costs-3", "section"]);
  });

  it("leaves a paragraph that merely contains ## alone", () => {
    expect(articleBlocks(["Use a #2 bit, not ## markers"])[0]).toEqual({
      kind: "paragraph",
      text: "Use a #2 bit, not ## markers",
    });
  });
});

describe("splitByline", () => {
  it("splits the name from the role at the first comma", () => {
    expect(splitByline("Sarah Chen, Licensed Home Inspector")).toEqual({
      name: "Sarah Chen",
      role: "Licensed Home Inspector",
    });
    expect(splitByline("Jo Park, P.Eng., Structural Engineer")).toEqual({
      name: "Jo Park",
      role: "P.Eng., Structural Engineer",
    });
  });

  it("treats a byline without a role as a name", () => {
    expect(splitByline("Editorial Team")).toEqual({ name: "Editorial Team" });
    expect(splitByline("Editorial Team, ")).toEqual({ name: "Editorial Team" });
  });
});

describe("relatedArticles", () => {
  const list = [
    article(1, "Plumbing", "2025-01-10"),
    article(2, "HVAC", "2025-01-12"),
    article(3, "Plumbing", "2024-06-01"),
    article(4, "Electrical", "2025-01-08"),
    article(5, "HVAC", "2025-01-14"),
    article(6, "Roofing", "2025-01-06"),
  ];

  it("never includes the article itself and returns at most the limit", () => {
    const related = relatedArticles(list[0]!, list);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.id)).not.toContain(1);
    expect(relatedArticles(list[0]!, list, 10)).toHaveLength(5);
  });

  it("puts the same category first, then the closest publication dates", () => {
    // Article 3 is the only other plumbing article, though months older than the rest.
    expect(relatedArticles(list[0]!, list).map((a) => a.id)).toEqual([3, 2, 4]);
  });

  it("breaks a tie in distance in favour of the newer article", () => {
    // From 2025-01-10, articles 2 (2025-01-12) and 4 (2025-01-08) are both two days away.
    const others = list.filter((a) => a.id !== 1);
    const related = relatedArticles(article(9, "Misc", "2025-01-10"), others, 2);
    expect(related.map((a) => a.id)).toEqual([2, 4]);
  });

  it("gives every catalogue article three others to read next", () => {
    for (const a of articles) {
      const related = relatedArticles(a);
      expect(related).toHaveLength(3);
      expect(new Set(related.map((r) => r.id)).size).toBe(3);
      expect(related.map((r) => r.id)).not.toContain(a.id);
    }
  });
});
