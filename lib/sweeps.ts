import "server-only";

import { sweepStandingCompletions } from "@/lib/agreements/completion";
import { getDb } from "@/lib/db/client";
import { sweepResolvedReports } from "@/lib/moderation/store";
import { singleton } from "@/lib/process-singletons.mjs";
import { closeQuietProjects, sendProjectReminders } from "@/lib/projects/follow-up";
import { sweepUnconfirmedProjects } from "@/lib/projects/listing";
import { deleteProject } from "@/lib/projects/transitions";
import { remindLapsingProposals } from "@/lib/proposals/validity";

// The marketplace's work that no request does, hourly: posts never confirmed by their homeowner
// are deleted after 72 hours, records of how work ended that nobody answered come to stand after
// 7 days, contractors hear 3 days before a proposal lapses, homeowners are asked where a project
// with proposals stands (3, 7 and 14 days on), a project quiet for 30 days closes, and a report
// decided 90 days ago is deleted. Each server process runs it (instrumentation-node.ts); on Vercel the cron in
// vercel.json calls GET /api/sweep. Each step is safe to run on several instances at once.

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function runSweeps(now = new Date()) {
  const unconfirmed = await sweepUnconfirmedProjects(deleteProject, now);
  const stood = await sweepStandingCompletions(now);
  const db = await getDb();
  const lapsing = await remindLapsingProposals(db, now);
  const reminded = await sendProjectReminders(db, now);
  const closed = await closeQuietProjects(db, now);
  const reports = await sweepResolvedReports(now);
  return { unconfirmed, stood, lapsing, reminded, closed, reports };
}

/** Sweeps now and then every hour, once per process; the timer never keeps a process alive. */
export function scheduleSweeps(intervalMs = SWEEP_INTERVAL_MS) {
  singleton("marketplaceSweep", () => {
    const timer = setInterval(sweep, intervalMs).unref();
    void sweep();
    return timer;
  });
}

function sweep() {
  return runSweeps().then(
    ({ unconfirmed, stood, closed }) => {
      if (unconfirmed > 0) console.log(`Deleted ${unconfirmed} projects never confirmed`);
      if (stood > 0) console.log(`${stood} records of how work ended now stand`);
      if (closed > 0) console.log(`Closed ${closed} projects quiet for 30 days`);
    },
    (error: unknown) =>
      console.error(`Sweep failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
