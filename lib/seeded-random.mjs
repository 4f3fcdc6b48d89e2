// A small seeded random number generator (mulberry32), for output that must come out the same on
// every run: the generated images (scripts/generate-images.ts) and the benchmark report's
// resampling (bench/report.mjs). Math.random cannot be seeded.

/**
 * @param {number} seed an unsigned 32-bit integer
 * @returns {() => number} each call, the next number in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
