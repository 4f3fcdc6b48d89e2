/**
 * The shared category list as the forms offer it, in catalogue order. A small module of its own
 * so forms in the browser do not carry the catalogue's long descriptions; a content test keeps it
 * equal to the categories in content/categories.ts.
 */
export const CATEGORY_NAMES = [
  "Plumbing",
  "Electrical",
  "HVAC",
  "Landscaping & Snow Removal",
  "Cleaning",
  "General Contracting",
  "Moving Solutions",
  "Architectural Visualization",
  "Restaurant Cleaning",
  "Real Estate Photography & Videography",
  "HVAC & Air Duct",
  "Security Bollards",
  "EV Charging",
  "Custom Build",
  "Renovation",
  "Painting",
] as const;
