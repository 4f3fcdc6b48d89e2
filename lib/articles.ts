// Helpers for magazine articles: reading time, the body's blocks and the byline.
import { slugify } from "@/content/slug";

/** A comfortable reading pace for practical, technical prose. */
export const WORDS_PER_MINUTE = 200;

const HEADING_PREFIX = "## ";

/** Words in a body, subheading markers left out. */
export function wordCount(body: readonly string[]): number {
  return body
    .map((paragraph) => paragraph.replace(/^## /, ""))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read a body at WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingMinutes(body: readonly string[]): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}

export type ArticleBlock =
  { kind: "heading"; text: string; id: string } | { kind: "paragraph"; text: string };

/** The body as headings (paragraphs starting with "## ", each with a unique anchor id) and paragraphs. */
export function articleBlocks(body: readonly string[]): ArticleBlock[] {
  const used = new Map<string, number>();
  return body.map((paragraph): ArticleBlock => {
    if (!paragraph.startsWith(HEADING_PREFIX)) return { kind: "paragraph", text: paragraph };
    const text = paragraph.slice(HEADING_PREFIX.length).trim();
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return { kind: "heading", text, id: seen === 0 ? base : `${base}-${seen + 1}` };
  });
}

/** "Sarah Chen, Licensed Home Inspector" → name and role; a byline without a comma is all name. */
export function splitByline(author: string): { name: string; role?: string } {
  const comma = author.indexOf(",");
  if (comma < 0) return { name: author.trim() };
  const name = author.slice(0, comma).trim();
  const role = author.slice(comma + 1).trim();
  return role ? { name, role } : { name };
}
