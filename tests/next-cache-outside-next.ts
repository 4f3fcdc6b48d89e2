// Route handlers run in these tests as plain functions, outside Next's server: a "use cache"
// function is then an ordinary call (the directive is Next's compiler's), and there is no cache
// scope for cacheTag and cacheLife to mark. Everything else is next/cache itself. The browser
// tests run the built app, where Next keeps and forgets the pages (tests/e2e/delivery.spec.ts).
export * from "next/dist/server/web/spec-extension/revalidate";
export { unstable_cache } from "next/dist/server/web/spec-extension/unstable-cache";

export function cacheTag(...tags: string[]): void {
  void tags;
}

export function cacheLife(profile: unknown): void {
  void profile;
}
