import "server-only";

import type { Database } from "@/lib/db/client";
import type { ProjectRow } from "@/lib/db/schema";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { biddersOf } from "@/lib/proposals/store";
import { PROJECT_CHANGES } from "@/lib/mail/templates/project-changed";
import { postedDisplayId } from "./ids";

type Change = (typeof PROJECT_CHANGES)[number];

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** What the homeowner changed of what a proposal was written for, in the message's order. */
export function materialChanges(before: ProjectRow, after: ProjectRow): Change[] {
  const changed: Record<Change, boolean> = {
    title: before.title !== after.title,
    description: before.description !== after.description,
    budget: before.budget !== after.budget,
    timeline: before.timeline !== after.timeline,
    requirements: !sameList(before.requirements, after.requirements),
    photos: !sameList(before.images, after.images),
  };
  return PROJECT_CHANGES.filter((change) => changed[change]);
}

/**
 * Tells each contractor whose proposal still stands (pending or accepted) that the project it was
 * written for changed, once per address, in the edit's transaction.
 */
export async function mailProjectChanged(
  tx: Database,
  before: ProjectRow,
  after: ProjectRow,
): Promise<void> {
  const changed = materialChanges(before, after);
  if (changed.length === 0) return;
  const bidders = await biddersOf(tx, after.id, ["pending", "accepted"]);
  const displayId = postedDisplayId(after.id);
  for (const bidder of bidders) {
    await enqueueMail(tx, {
      template: "project-changed",
      recipient: bidder.email,
      payload: {
        project: displayId,
        contractor: bidder.name,
        title: after.title,
        changed,
        budget: after.budget,
        timeline: after.timeline,
        projectUrl: absoluteUrl(`/project/${displayId}`),
      },
    });
  }
}
