// Shown when a client-side navigation reaches an unknown project; a full page load is served
// by app/not-found/[kind] (see server/not-found.mjs), which shows the same.
export { ProjectNotFound as default } from "@/components/projects/project-not-found";
