// `npm start`: serves the production build (built by the prestart script) on PORT, default 3000,
// through server/production-server.mjs (Next behind the shared response cache).
process.env.NODE_ENV = "production";
// Imported after NODE_ENV is set: Next reads it when it loads.
const { startProductionServer } = await import("../server/production-server.mjs");

const port = Number(process.env.PORT || 3000);
const { close } = await startProductionServer({ port });
console.log(`Ready on http://localhost:${port}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
