// The Node flags the production server runs with: `npm start` and `npm run serve` (package.json
// passes them on its command line), and the bench and tests that start it as they do.
//
// V8 sizes its heap from the machine's memory (about 4 GB on a 24 GB host) and, that far from its
// limit, lets garbage grow: under 10 concurrent page renders the server's resident memory reached
// 400–470 MB whatever the database held. With an old-space limit it collects sooner and peaks
// near 240 MB, but collects the old generation more often, which slowed the list and lengthened
// the p99 of the list and the dashboard; a young generation twice the default (semi-spaces of
// 32 MB) lets a request's short-lived objects die young again: the rate and tails of no limit at
// about 260 MB (docs/decisions/0009-data-at-scale.md). A host with more memory to
// give starts `node --max-old-space-size=N scripts/start.mjs` itself.
export const SERVER_HEAP_MB = 384;
export const SERVER_SEMI_SPACE_MB = 32;

export const SERVER_NODE_FLAGS = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
];
