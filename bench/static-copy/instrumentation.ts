// As in the empty fixture: a no-op, so the app's instrumentation.ts is not picked up.
export function register() {}
