// The one site config: who runs the site (name, e-mail, phone, postal address: SITE_NAME,
// SITE_EMAIL, SITE_PHONE, SITE_POSTAL_ADDRESS) and the business figures search engines read.
// The four are read here and nowhere else; next.config.mjs hands the build's values to server and
// browser code alike. Unset, they are the examples below, which `npm run serve` refuses
// (lib/env.ts, exampleOperatorProblem). SITE_URL is read in lib/env.ts.

/** The example operator: a fictitious address (.example), a 555 number, a placeholder office. */
export const EXAMPLE_OPERATOR = {
  SITE_NAME: "TorontoPros",
  SITE_EMAIL: "hello@torontopros.example",
  SITE_PHONE: "(416) 555-0199",
  SITE_POSTAL_ADDRESS: "100 King Street West, Toronto, ON M5X 1A9",
} as const;

export type OperatorSetting = keyof typeof EXAMPLE_OPERATOR;

const configured: Record<OperatorSetting, string | undefined> = {
  SITE_NAME: process.env.SITE_NAME,
  SITE_EMAIL: process.env.SITE_EMAIL,
  SITE_PHONE: process.env.SITE_PHONE,
  SITE_POSTAL_ADDRESS: process.env.SITE_POSTAL_ADDRESS,
};

/** The operator's identity as the build has it: each setting, or its example when unset. */
export const operator: Record<OperatorSetting, string> = {
  SITE_NAME: configured.SITE_NAME?.trim() || EXAMPLE_OPERATOR.SITE_NAME,
  SITE_EMAIL: configured.SITE_EMAIL?.trim() || EXAMPLE_OPERATOR.SITE_EMAIL,
  SITE_PHONE: configured.SITE_PHONE?.trim() || EXAMPLE_OPERATOR.SITE_PHONE,
  SITE_POSTAL_ADDRESS:
    configured.SITE_POSTAL_ADDRESS?.trim() || EXAMPLE_OPERATOR.SITE_POSTAL_ADDRESS,
};

/** "100 King Street West, Toronto, ON M5X 1A9" as its parts; anything else as one street line. */
export function postalAddressParts(address: string) {
  const match =
    /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2}|Ontario)\s+([A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)(?:,\s*Canada)?$/.exec(
      address.trim(),
    );
  if (!match) {
    return {
      streetAddress: address.trim(),
      addressLocality: "",
      addressRegion: "",
      postalCode: "",
      addressCountry: "CA",
    };
  }
  const [, street, city, region, postalCode] = match;
  return {
    streetAddress: street!,
    addressLocality: city!,
    addressRegion: /^ontario$/i.test(region!) ? "ON" : region!.toUpperCase(),
    postalCode: postalCode!.toUpperCase(),
    addressCountry: "CA",
  };
}

/** A North American number as a tel: link (+1 and ten digits), else its digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const site = {
  brand: operator.SITE_NAME,
  tagline: "Free project posting and contractor proposals across Toronto and Ontario",
  email: operator.SITE_EMAIL,
  phone: operator.SITE_PHONE,
  phoneHref: telHref(operator.SITE_PHONE),
  city: "Toronto",
  province: "Ontario",
  /** The operator's postal address as one line, as mail and the footer print it. */
  postalAddress: operator.SITE_POSTAL_ADDRESS,
  address: postalAddressParts(operator.SITE_POSTAL_ADDRESS),
  /**
   * Opening hours: the one source for the contact page, the legal pages' contact block and the
   * business structured data (Mon-Fri 8AM-6PM, Sat 9AM-4PM, closed Sunday).
   */
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "09:00", closes: "16:00" },
  ],
  serviceRadiusKm: 50,
  currency: "CAD",
} as const;

export type Site = typeof site;

type OpeningHours = (typeof site.openingHours)[number];

/** "08:00" as "8AM", "16:30" as "4:30PM". */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${suffix}`;
}

/** "Monday"…"Friday" as "Mon-Fri", a single day as "Sat". */
function dayRange(days: OpeningHours["days"]): string {
  const short = (day: string) => day.slice(0, 3);
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? first;
  return days.length > 1 ? `${short(first)}-${short(last)}` : short(first);
}

/** The opening hours as people read them: ["Mon-Fri 8AM-6PM", "Sat 9AM-4PM"]. */
export const openingHoursText: string[] = site.openingHours.map(
  (hours) => `${dayRange(hours.days)} ${clock(hours.opens)}-${clock(hours.closes)}`,
);
