// How Turbopack splits the browser's JavaScript (Next's `experimental.turbopackChunking`). By
// default each page loads 10 to 14 small chunks, mostly the app's client components cut apart;
// a phone pays for every one on its main thread (the request, the tag, the chunk's registration)
// and Lighthouse counts it. Merged eagerly, a page loads 8 or 9 with the same bytes, and moving
// to another page fetches what it did before (docs/decisions/0036-light-pages-and-hydration.md).
// The app and the floors it is measured against (bench/fixture, bench/static-copy) use it alike.
export const turbopackChunking = {
  // A request costs as much as this many bytes of unminified code: merge rather than split.
  requestCost: 2_000_000,
  // At most three chunks per chunk group (a route or a dynamic import)...
  maxChunkCountPerGroup: 3,
  // ...and small ones merged until they reach this size.
  minChunkSize: 200_000,
  // Chunks up to this size may still be merged (the default, 200 kB, keeps most apart).
  maxMergeChunkSize: 1_000_000,
  // Weigh a first page load over a later navigation: visitors land from a search engine.
  firstPageLoadPriority: 1,
};
