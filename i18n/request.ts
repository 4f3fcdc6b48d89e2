import { getRequestConfig } from "next-intl/server";

// One locale for now; fr-CA will add routing and a second messages file.
export default getRequestConfig(async () => ({
  locale: "en",
  timeZone: "America/Toronto",
  messages: (await import("../messages/en.json")).default,
}));
