// Shown when a client-side navigation reaches an unknown service; a full page load is served
// by app/not-found/[kind] (see server/not-found.mjs), which shows the same.
export { ServiceNotFound as default } from "@/components/services/service-not-found";
