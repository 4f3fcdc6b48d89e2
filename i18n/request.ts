import { getRequestConfig } from "next-intl/server";

import { DEFAULT_LOCALE, SITE_TIME_ZONE } from "./config.mjs";

// One locale for now; fr-CA will add routing and a second messages file.
export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  timeZone: SITE_TIME_ZONE,
  messages: (await import("../messages/en.json")).default,
}));
