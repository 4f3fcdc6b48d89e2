import { config } from "zod/v4/core";

// Runs in the browser before the app's own modules. Zod compiles fast object parsers with
// `new Function`, first probing whether that is allowed; the Content-Security-Policy refuses it
// (no 'unsafe-eval'), and even the probe is reported as a violation. The plain parser is used
// instead. Imported from zod/v4/core, which owns the setting, so this stays small.
config({ jitless: true });
