// The trade pages (/general-contractor, /plumbing-services, ...): which sample projects each shows
// and which filters it offers. Texts live in messages/en.json under trades.{key}.
import { sampleProjects } from "./projects";
import { services } from "./services";
import type { OptionRule, SampleProject } from "./types";

export type TradeKey =
  | "generalContractor"
  | "plumbing"
  | "electrical"
  | "hvac"
  | "landscaping"
  | "cleaning"
  | "moving"
  | "visualization";

/** Controls of the Filters side sheet. */
export type SheetFilter = "category" | "year" | "propertyType" | "location";

export interface TradeSelectOption {
  value: string;
  /** Key of the option's label under trades.options in messages/en.json. */
  labelKey: string;
  rule?: OptionRule;
}

export interface Trade {
  key: TradeKey;
  path: string;
  /** The matching page of the services catalogue. */
  serviceSlug: string;
  /**
   * The categories whose sample projects the page lists, its own category first; a list holds
   * only its trade's work (a renovation with new plumbing is a renovation, not a plumbing job).
   */
  categories: readonly string[];
  searchLocation: boolean;
  sheetFilters: readonly SheetFilter[];
  /** The select beside the search box (moving and visualization pages). */
  select?: readonly TradeSelectOption[];
}

const showcaseOptions = (extra: TradeSelectOption[]): TradeSelectOption[] => [
  { value: "all", labelKey: "all" },
  { value: "featured", labelKey: "featured", rule: { featured: true } },
  ...extra,
];

export const trades: Record<TradeKey, Trade> = {
  generalContractor: {
    key: "generalContractor",
    path: "/general-contractor",
    serviceSlug: "general-contracting",
    // General contracting only: renovations and custom builds have category pages of their own.
    categories: ["General Contracting"],
    searchLocation: true,
    sheetFilters: ["category", "year", "propertyType"],
  },
  plumbing: {
    key: "plumbing",
    path: "/plumbing-services",
    serviceSlug: "plumbing",
    categories: ["Plumbing"],
    searchLocation: false,
    sheetFilters: ["category", "propertyType", "location"],
  },
  electrical: {
    key: "electrical",
    path: "/electrical-services",
    serviceSlug: "electrical",
    categories: ["Electrical", "EV Charging"],
    searchLocation: false,
    sheetFilters: ["category", "propertyType", "location"],
  },
  hvac: {
    key: "hvac",
    path: "/hvac-services",
    serviceSlug: "hvac",
    categories: ["HVAC", "HVAC & Air Duct"],
    searchLocation: false,
    sheetFilters: ["category", "propertyType", "location"],
  },
  landscaping: {
    key: "landscaping",
    path: "/landscaping-services",
    serviceSlug: "landscaping",
    categories: ["Landscaping & Snow Removal"],
    searchLocation: false,
    sheetFilters: ["category", "propertyType", "location"],
  },
  cleaning: {
    key: "cleaning",
    path: "/cleaning-services",
    serviceSlug: "cleaning",
    categories: ["Cleaning", "Restaurant Cleaning"],
    searchLocation: false,
    sheetFilters: [],
  },
  moving: {
    key: "moving",
    path: "/moving-solutions",
    serviceSlug: "moving-solutions",
    categories: ["Moving Solutions"],
    searchLocation: true,
    sheetFilters: [],
    select: showcaseOptions([
      { value: "local", labelKey: "local", rule: { words: ["local"], inDescription: true } },
      {
        value: "long-distance",
        labelKey: "longDistance",
        rule: { words: ["long distance", "long-distance"], inDescription: true },
      },
    ]),
  },
  visualization: {
    key: "visualization",
    path: "/architectural-visualization",
    serviceSlug: "architectural-visualization",
    categories: ["Architectural Visualization"],
    searchLocation: true,
    sheetFilters: [],
    select: showcaseOptions([
      {
        value: "residential",
        labelKey: "residential",
        rule: { propertyTypes: ["House", "Condo"] },
      },
      { value: "commercial", labelKey: "commercial", rule: { propertyTypes: ["Commercial"] } },
    ]),
  },
};

/** The cleaning page's type filter; a type matches by title or price text. */
export const cleaningTypes: readonly TradeSelectOption[] = [
  { value: "all", labelKey: "allCleaning" },
  {
    value: "residential",
    labelKey: "residential",
    rule: { words: ["residential", "home", "condo"] },
  },
  {
    value: "commercial",
    labelKey: "commercial",
    rule: { words: ["commercial", "office", "retail"] },
  },
  {
    value: "move",
    labelKey: "moveInOut",
    rule: { words: ["move-in", "move-out", "move in", "move out"] },
  },
  {
    value: "post-construction",
    labelKey: "postConstruction",
    rule: { words: ["post-construction"] },
  },
];

/** The cleaning price list, lowest first. */
export const cleaningPriceList = [
  { key: "regular", from: 150 },
  { key: "moveInOut", from: 360 },
  { key: "postConstruction", from: 600 },
  { key: "officeDeepClean", from: 2400 },
] as const;

export interface TradeFigure {
  /** Key of the figure's label under trades.figures in messages/en.json. */
  key: string;
  value: string;
}

/**
 * The figures band of a trade page's hero: only what the site can stand behind (starting prices
 * and typical durations, the number of cleaning types the service offers, and that posting is free), never counts of projects or contractors
 * that nothing on the site keeps (docs/decisions/0005-truthful-copy-and-earned-signals.md).
 */
export function tradeFigures(trade: Trade): readonly TradeFigure[] | undefined {
  const free: TradeFigure = { key: "postingCost", value: "Free" };
  switch (trade.key) {
    case "cleaning":
      return [
        {
          key: "cleaningTypes",
          value: String(
            services.find((service) => service.slug === trade.serviceSlug)?.serviceTypes?.length ??
              0,
          ),
        },
        free,
        { key: "startingFrom", value: `$${cleaningPriceList[0].from}+` },
      ];
    case "moving":
      return [
        free,
        { key: "startingFrom", value: "$800+" },
        { key: "typicalDuration", value: "1-3 days" },
      ];
    case "visualization":
      return [
        free,
        { key: "startingFrom", value: "$500+" },
        { key: "typicalDuration", value: "3-10 days" },
      ];
    default:
      return undefined;
  }
}

/** The sample projects a trade page lists, in catalogue order: those of its categories. */
export function tradeProjects(trade: Trade): SampleProject[] {
  return sampleProjects.filter((project) => trade.categories.includes(project.category));
}

/**
 * The trade page that lists a category's projects with search and filters: the one whose own
 * (first) category it is. That page is the canonical list of the category's projects.
 */
export const tradeForCategory = (categoryName: string) =>
  Object.values(trades).find((trade) => trade.categories[0] === categoryName);

/** The trade page of a catalogue service, if the service has one. */
export const tradeForService = (serviceSlug: string) =>
  Object.values(trades).find((trade) => trade.serviceSlug === serviceSlug);
