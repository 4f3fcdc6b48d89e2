// Runs once when the server starts. The work itself (database, mail, sweeps) is Node.js
// only and lives in instrumentation-node.ts, so no other runtime bundles it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { startServerWork } = await import("./instrumentation-node");
  await startServerWork();
}
