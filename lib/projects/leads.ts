// What makes a post a lead worth a contractor's time, as pure rules (lib/projects/listing.ts
// applies them): a repeat of an open project is refused, and a post that carries contact details
// or comes from an address that posted too many that day is held for the operator.

import { contactDetailKinds } from "@/lib/contact-details";

/** Why a post is held for the operator before it is listed. */
export const HOLD_REASONS = ["contact-details", "daily-limit", "reports"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Posts one address may make in 24 hours before the next is held for the operator. */
export const POSTS_PER_DAY = 5;
/** A repeat of an open project posted within this many days is refused. */
export const REPEAT_DAYS = 7;
/** Two texts this similar (Dice coefficient of their letter trigrams) are the same text. */
export const NEAR_IDENTICAL = 0.85;

/** Lower case, accents and punctuation dropped, spaces collapsed: what is compared. */
const comparable = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function trigrams(text: string): Set<string> {
  const padded = `  ${comparable(text)} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** How alike two texts are, from 0 (nothing shared) to 1 (the same once compared). */
export function similarity(a: string, b: string): number {
  if (comparable(a) === comparable(b)) return 1;
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return (2 * shared) / (left.size + right.size);
}

/** Whether a new post repeats an earlier one: same category, near-identical title and text. */
export const repeats = (
  post: { category: string; title: string; description: string },
  earlier: { category: string; title: string; description: string },
) =>
  post.category === earlier.category &&
  similarity(post.title, earlier.title) >= NEAR_IDENTICAL &&
  similarity(post.description, earlier.description) >= NEAR_IDENTICAL;

/**
 * Why a new post is held for the operator, given its text and how many posts its address made
 * in the last 24 hours before it: none, or the reasons in HOLD_REASONS' order.
 */
export function holdReasons(
  post: { title: string; description: string; location: string; requirements: string[] },
  postsToday: number,
): HoldReason[] {
  const text = [post.title, post.description, post.location, ...post.requirements].join("\n");
  const reasons: HoldReason[] = [];
  if (contactDetailKinds(text).length > 0) reasons.push("contact-details");
  if (postsToday >= POSTS_PER_DAY) reasons.push("daily-limit");
  return reasons;
}
