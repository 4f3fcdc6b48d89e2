// The process's long-lived objects, all in one registry. Each route is its own server bundle with
// its own copy of every module, the production server (server/, not bundled) loads yet another,
// and `next dev` reloads modules without restarting: a module-level variable would exist several
// times over. One registered symbol on globalThis is the one place they are shared.
const REGISTRY = Symbol.for("torontopros.processSingletons");

/**
 * Every singleton the process keeps, by name.
 * @typedef {object} ProcessSingletons
 * @property {{ opening?: Promise<import("./db/client").DatabaseHandle> }} database the one
 *   database handle, opened on first use (lib/db/client.ts); the production server closes it
 * @property {{ stopping: boolean }} lifecycle set when the production server begins to stop;
 *   /api/ready answers 503 from then on (lib/readiness.ts)
 * @property {import("node:async_hooks").AsyncLocalStorage<{ clientAddress: string, databaseUnavailable?: boolean }>} requestContext
 *   what the production server knows of each request (lib/client-address.mjs), and whether the
 *   database failed it (lib/db/pool.ts)
 * @property {{ worker?: import("./mail/delivery").MailWorker, carried?: import("./mail/delivery").CarriedOver }} mailDelivery
 *   the mail worker, once started, and what a delivery run left to record (lib/mail/delivery.ts)
 * @property {{ renders: Map<string, number>, revalidated: Map<string, number> }} isrRenders when
 *   each kept page's latest render began, and when each cache tag was last revalidated
 *   (server/isr-cache-handler.mjs)
 * @property {NodeJS.Timeout} photoSweep the hourly sweep of photos no project shows
 * @property {NodeJS.Timeout} incomingSweep the hourly sweep of direct uploads never completed
 * @property {NodeJS.Timeout} marketplaceSweep the hourly sweep of posts never confirmed and
 *   completion records nobody answered (lib/sweeps.ts)
 */

/** @type {Map<keyof ProcessSingletons, unknown>} */
const registry = (globalThis[REGISTRY] ??= new Map());

/**
 * The process's one `name`, made by `create` the first time any bundle asks.
 * @template {keyof ProcessSingletons} Name
 * @param {Name} name
 * @param {() => ProcessSingletons[Name]} create
 * @returns {ProcessSingletons[Name]}
 */
export function singleton(name, create) {
  if (!registry.has(name)) registry.set(name, create());
  return /** @type {ProcessSingletons[Name]} */ (registry.get(name));
}
