// The one site config: brand, contact details and the business figures search engines read.
// SITE_URL is read in lib/env.ts; everything here is static.
export const site = {
  brand: "TorontoPros",
  tagline: "Free project posting and contractor proposals across Toronto and Ontario",
  email: "hello@torontopros.example",
  phone: "(416) 555-0199",
  phoneHref: "tel:+14165550199",
  city: "Toronto",
  province: "Ontario",
  address: {
    streetAddress: "100 King Street West",
    addressLocality: "Toronto",
    addressRegion: "ON",
    postalCode: "M5X 1A9",
    addressCountry: "CA",
  },
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
  paymentAccepted: ["Cash", "Credit Card", "Debit Card", "Check", "Bank Transfer"],
  languages: ["English", "French"],
  /** Starting prices shown in structured data, by service slug. */
  startingPrices: {
    plumbing: "$200+",
    electrical: "$150+",
    hvac: "$300+",
    landscaping: "$500+",
    cleaning: "$100+",
  },
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
