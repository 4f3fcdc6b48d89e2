// `npm start`: serves the production build (built by the prestart script) on PORT, default 3000,
// through server/production-server.mjs (Next behind the shared response cache).
process.env.NODE_ENV = "production";
// Imported after NODE_ENV is set: Next reads it when it loads.
const { startProductionServer } = await import("../server/production-server.mjs");

const port = Number(process.env.PORT || 3000);
const { close } = await startProductionServer({ port });
console.log(`Ready on http://localhost:${port}`);

// SIGTERM (a host stopping the instance) or Ctrl-C: finish the requests in flight, close the
// database cleanly, then exit. A second signal stops at once.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    for (const again of ["SIGINT", "SIGTERM"]) process.once(again, () => process.exit(1));
    close().then(
      () => {
        console.log("Stopped: database closed");
        process.exit(0);
      },
      (error) => {
        console.error(`Stopped with an error: ${error instanceof Error ? error.name : error}`);
        process.exit(1);
      },
    );
  });
}
