// The pseudo-locale build: `PSEUDO_LOCALE=1 next build` builds into its own folder, and
// `PSEUDO_LOCALE=1 node scripts/start.mjs` serves it (tests/e2e/pseudo-locale.spec.ts).
export const pseudoLocaleBuild = process.env.PSEUDO_LOCALE === "1";

/** Where `next build` writes, and where the server and scripts/build-state.mjs look. */
export const buildDir = pseudoLocaleBuild ? ".next-pseudo" : ".next";
