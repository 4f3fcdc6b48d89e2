// Build-time loader for the pseudo-locale build (PSEUDO_LOCALE=1): rewrites each message catalogue
// in messages/ before next-intl compiles it, so every page, server or client, reads the
// pseudo-locale without a line of the app knowing.
import { pseudoMessages } from "./pseudo.mjs";

export default function pseudoLocaleLoader(source) {
  return JSON.stringify(pseudoMessages(JSON.parse(source)));
}
