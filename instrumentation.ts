// Runs once when the server starts: open and migrate the database now, so a problem (a folder
// held by another process, an unreachable server) shows at start rather than on the first request;
// start the mail delivery worker and the hourly sweep of uploaded photos no project shows.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { getDatabase } = await import("@/lib/db/client");
  try {
    const { kind } = await getDatabase();
    console.log(
      `Database ready (${kind === "pglite" ? "embedded PGlite" : "PostgreSQL"}), migrations applied`,
    );
  } catch (error) {
    if (error instanceof Error && error.name === "SchemaBehindError") {
      // Serving on an old schema would fail request by request: refuse at once, and say why.
      console.error(`Not starting: ${error.message}`);
      process.exit(1);
    }
    console.error(
      `Database not available yet: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Mail written to the outbox: sent by this process's worker (SMTP_URL, else .eml files).
  const { startMailDelivery } = await import("@/lib/mail/delivery");
  startMailDelivery();
  // Photos uploaded for projects never posted: at start, then hourly (docs/decisions.md).
  const { schedulePhotoSweep } = await import("@/lib/data/photos");
  schedulePhotoSweep();
}
