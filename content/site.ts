// The one site config: brand, contact details and the figures search engines read (SPEC section 9).
// SITE_URL is read in lib/env.ts; everything here is static.
export const site = {
  brand: "TorontoPros",
  tagline: "Trusted home-improvement contractors in Toronto and across Ontario",
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
  /** Human-readable hours for the contact page. */
  hours: ["Mon-Fri 8AM-6PM", "Sat 9AM-4PM"],
  /** Opening hours for structured data. */
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "09:00", closes: "16:00" },
    { days: ["Sunday"], opens: "10:00", closes: "15:00" },
  ],
  serviceRadiusKm: 50,
  currency: "CAD",
  rating: { value: 4.8, count: 127 },
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
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

export type Site = typeof site;
