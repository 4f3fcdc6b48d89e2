// Runs once when the Node.js server starts (called by instrumentation.ts): opens and migrates the
// database now, so a problem (a folder held by another process, an unreachable server) shows at
// start rather than on the first request; starts the mail delivery worker and the hourly sweeps
// of uploaded photos no project shows.
export async function startServerWork() {
  // `npm run serve` is for a real host: its prerendered pages must name the address it serves.
  if (process.env.SERVE_ONLY && process.env.BUILT_SITE_URL !== process.env.SITE_URL) {
    console.error(
      `Not starting: this build was made for ${process.env.BUILT_SITE_URL || "no SITE_URL (localhost)"}, but SITE_URL is ${process.env.SITE_URL}. Build it with SITE_URL=${process.env.SITE_URL} (npm run build), then serve it.`,
    );
    process.exit(1);
  }
  // A setting lib/env.ts refuses (a short ADMIN_TOKEN in production, say) stops the start here,
  // named; later it would fail every request, or pass for a database that is not there yet.
  try {
    await import("@/lib/env");
  } catch (error) {
    console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // A host's pages and e-mails name who runs it: not the example operator (content/site.ts).
  if (process.env.SERVE_ONLY) {
    const { operator } = await import("@/content/site");
    const { exampleOperatorProblem } = await import("@/lib/env");
    const problem = exampleOperatorProblem(operator, process.env.ALLOW_EXAMPLE_OPERATOR);
    if (problem) {
      console.error(`Not starting: ${problem}`);
      process.exit(1);
    }
  }
  const { getDatabase } = await import("@/lib/db/client");
  try {
    const { kind } = await getDatabase();
    console.log(
      `Database ready (${kind === "pglite" ? "embedded PGlite" : "PostgreSQL"}), migrations applied`,
    );
  } catch (error) {
    // Serving on an old schema, or without the embedded database (locked by another process,
    // unreadable), would only answer 503 request after request: refuse at once, and say why.
    // An unreachable PostgreSQL server may come back: the server keeps trying.
    if (
      (error instanceof Error && error.name === "SchemaBehindError") ||
      !process.env.DATABASE_URL
    ) {
      console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    console.error(
      `Database not available yet: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Mail written to the outbox: sent by this process's worker (SMTP_URL, else .eml files),
  // which first turns new-project alerts that are due into mail.
  const { startMailDelivery } = await import("@/lib/mail/delivery");
  const { deliverDueAlerts } = await import("@/lib/matching/alerts");
  startMailDelivery(undefined, [(db) => deliverDueAlerts(db)]);
  // Photos uploaded for projects never posted: at start, then hourly
  // (docs/decisions/0030-photos-and-storage.md).
  const { schedulePhotoSweep } = await import("@/lib/projects/photos");
  schedulePhotoSweep();
  // Posts never confirmed, completion records nobody answered: hourly (lib/sweeps.ts).
  const { scheduleSweeps } = await import("@/lib/sweeps");
  scheduleSweeps();
  // Direct uploads to the bucket never completed (object storage only): hourly too.
  const { scheduleIncomingSweep } = await import("@/lib/storage/photos");
  scheduleIncomingSweep();
}
