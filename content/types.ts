// The typed catalogue: every static record the site shows. Image paths are absolute paths under
// public/ and follow one convention per kind, so scripts/generate-images.ts can draw each one:
//   /images/services/{serviceSlug}.svg            service hero
//   /images/service-types/{typeSlug}.svg          cleaning service types
//   /images/categories/{categorySlug}.svg         category cards
//   /images/projects/{projectId}-{n}.svg          sample project photos (n from 1)
//   /images/contractors/{contractorId}.svg        contractor portraits
//   /images/people/{personSlug}.svg               testimonial and team portraits
//   /images/articles/{articleId}.svg              article covers
//   /images/hero/{name}.svg                       special heroes (home, security-bollards, cleaning)
//   /images/placeholder.svg                       the benchmark's reference static file

/** Lucide icon names the catalogue may use. */
export type IconName =
  | "Wrench"
  | "Zap"
  | "Wind"
  | "Trees"
  | "Sparkles"
  | "HardHat"
  | "Shield"
  | "Paintbrush"
  | "Eye"
  | "Home"
  | "Hammer"
  | "Truck"
  | "Camera"
  | "Snowflake"
  | "PlugZap"
  | "UtensilsCrossed"
  | "LayoutGrid";

export interface LocalConsiderations {
  climateFactors: string[];
  regulations: string[];
  popularMaterials: string[];
  challenges: string[];
}

export interface ServiceType {
  name: string;
  description: string;
  image: string;
}

export interface ProcessStep {
  /** Step name, e.g. "Leak Detection & Diagnosis". */
  name: string;
  /** A paragraph (2-4 sentences) describing what happens in this step. */
  description: string;
}

export interface Service {
  id: number;
  name: string;
  slug: string;
  /** Group label, e.g. "Plumbing Services", "Electrical Services". */
  category: string;
  description: string;
  detailedDescription: string;
  /** Exactly four process step names. */
  keyServices: [string, string, string, string];
  /** Written text for each of the four steps, same order as keyServices. */
  stepDescriptions: [string, string, string, string];
  commonProjects: string[];
  averageTimeframe: string;
  popularityRank: number;
  seasonalDemand: "year-round" | "spring-fall";
  emergencyAvailable: boolean;
  icon: IconName;
  heroImage: string;
  /** Contains the literal placeholder [LOCATION], replaced by a city name or "Ontario". */
  seoMetaDescription: string;
  /** A neighbouring service a visitor may have meant (Electrical projects vs Electrician repairs). */
  seeAlso?: { slug: string; when: string };
  serviceTypes?: ServiceType[];
  localConsiderations: LocalConsiderations;
}

export interface City {
  id: number;
  name: string;
  slug: string;
  province: "Ontario";
  populationSize: "major" | "medium";
  marketDescription: string;
  keyNeighborhoods?: string[];
  /** Local rules, housing and site conditions; none may name another city's office or programme. */
  localInsights: string[];
  /** The city's own building permit office, where its permits are applied for. */
  permitOffice: { name: string; address: string };
  /** Programmes the city itself runs for homeowners' work; only ones known to exist. */
  programmes: string[];
}

export interface Category {
  id: number;
  name: string;
  /** URL slug for /category/{slug}; "all" for All Categories. */
  slug: string;
  /** Slug of the matching service under /services, when there is one. */
  serviceSlug?: string;
  description: string;
  detailedDescription: string;
  image: string;
  icon: IconName;
}

/** The shared category list the forms use (id and displayed name). */
export interface CategoryOption {
  id: number;
  name: string;
}

export type PropertyType = "House" | "Condo" | "Commercial";

/**
 * What a select option of the moving and visualization pages, or a cleaning type, keeps: the
 * featured projects, projects of some property types, or projects whose title (or price text)
 * names one of the words.
 */
export interface OptionRule {
  featured?: boolean;
  propertyTypes?: readonly PropertyType[];
  words?: readonly string[];
  /** Also look for the words in the description, not only the title and price. */
  inDescription?: boolean;
}

export type Urgency = "low" | "medium" | "high";

export interface SampleProject {
  id: number;
  title: string;
  contractor: string;
  contractorId: number;
  contractorImage: string;
  location: string;
  /** Text range, e.g. "$8,500 - $12,000". */
  price: string;
  /** A name from the shared category list, e.g. "Plumbing". */
  category: string;
  year: number;
  propertyType: PropertyType;
  completionTime: string;
  image: string;
  images: string[];
  featured: boolean;
  amenities: string[];
  bedrooms?: number;
  bathrooms?: number;
  description: string;
  area?: string;
  /** ISO date, YYYY-MM-DD. */
  completionDate: string;
  status: "completed";
  projectScope: string[];
  homeownerBudget: string;
  timeline: string;
  urgency: Urgency;
  requirements: string[];
}

export interface ProjectRequest {
  id: number;
  title: string;
  homeowner: string;
  location: string;
  budget: string;
  category: string;
  description: string;
  timeline: string;
  urgency: Urgency;
  /** ISO date, YYYY-MM-DD. */
  postedDate: string;
  images: string[];
  requirements: string[];
  status: "open";
  proposalCount: number;
}

export interface Contractor {
  id: number;
  name: string;
  image: string;
  specialties: string[];
  location: string;
  /**
   * An example: no such business exists. The profile says so, and shows no rating, review
   * count, completed-work figure or credential (docs/decisions/0005-truthful-copy-and-earned-signals.md).
   */
  bio: string;
}

export interface Article {
  id: number;
  title: string;
  excerpt: string;
  image: string;
  category: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  /** Body as paragraphs; a paragraph starting with "## " is a subheading. 600+ words in all. */
  body: string[];
}
