// The places a project can be in and a contractor can cover: the municipalities of the Greater
// Toronto and Hamilton Area, Toronto's six former municipalities as finer areas, and the main
// neighbours. `centre` is the municipality's published point coordinates as its Wikipedia infobox
// gives them (not a centroid computed from its boundary), rounded to 4 decimals; each entry names
// the page it was read from in `source` (a Wikipedia page or a mirror showing the same infobox).
// A published point is what radius matching needs: one stable point per place, checkable by anyone.

export interface Municipality {
  /** Stable kebab-case id; stored on projects and profiles, so never renamed. */
  readonly slug: string;
  /** As the municipality writes it. */
  readonly name: string;
  /** Upper-tier region, single-tier city or county it sits in. */
  readonly region: string;
  /** The slug of the municipality this area is part of (Toronto's former municipalities). */
  readonly within?: string;
  readonly centre: { readonly lat: number; readonly lon: number };
  /** The page the coordinates were read from. */
  readonly source: string;
}

export const municipalities: readonly Municipality[] = [
  // City of Toronto
  {
    slug: "toronto",
    name: "Toronto",
    region: "Toronto",
    centre: { lat: 43.7417, lon: -79.3733 },
    source: "https://www.worddisk.com/wiki/Toronto/",
  },
  {
    slug: "old-toronto",
    name: "Old Toronto",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.6525, lon: -79.3817 },
    source: "http://piglix.com/piglix/Toronto_(former)",
  },
  {
    slug: "east-york",
    name: "East York",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.6913, lon: -79.3278 },
    source: "https://wiki.av1.space/content/wikipedia_en_all_mini_2025-06/East_York",
  },
  {
    slug: "etobicoke",
    name: "Etobicoke",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.6161, lon: -79.5125 },
    source: "http://www.self.gutenberg.org/articles/eng/Etobicoke,_Ontario",
  },
  {
    slug: "north-york",
    name: "North York",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.7619, lon: -79.4103 },
    source: "https://en.wikipedia.org/wiki/North_York,_Ontario",
  },
  {
    slug: "scarborough",
    name: "Scarborough",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.7558, lon: -79.2308 },
    source: "https://askwikinow.com/view_html.php?q=Scarborough%2C_Ontario",
  },
  {
    slug: "york",
    name: "York",
    region: "Toronto",
    within: "toronto",
    centre: { lat: 43.69, lon: -79.4781 },
    source: "https://wiki.av1.space/content/wikipedia_en_all_mini_2025-06/York%2C_Toronto",
  },

  // Peel Region
  {
    slug: "mississauga",
    name: "Mississauga",
    region: "Peel",
    centre: { lat: 43.6, lon: -79.65 },
    source: "https://eymaps.com/en/City_of_Mississauga",
  },
  {
    slug: "brampton",
    name: "Brampton",
    region: "Peel",
    centre: { lat: 43.6883, lon: -79.7608 },
    source: "https://wikimili.com/en/Brampton",
  },
  {
    slug: "caledon",
    name: "Caledon",
    region: "Peel",
    centre: { lat: 43.8661, lon: -79.8589 },
    source: "https://iiab.me/kiwix/content/wikipedia_en_all_maxi_2023-10/A/Cedar_Mills%2C_Ontario",
  },

  // York Region
  {
    slug: "aurora",
    name: "Aurora",
    region: "York",
    centre: { lat: 44, lon: -79.4667 },
    source: "https://howlingpixel.com/i-en/Aurora,_Ontario",
  },
  {
    slug: "east-gwillimbury",
    name: "East Gwillimbury",
    region: "York",
    centre: { lat: 44.1333, lon: -79.4167 },
    source: "https://wiki.studentb.eu/view_html.php?lang=en&q=East_Gwillimbury&sq=Sri+Lanka",
  },
  {
    slug: "georgina",
    name: "Georgina",
    region: "York",
    centre: { lat: 44.3, lon: -79.4333 },
    source: "https://wikimili.com/en/Georgina,_Ontario",
  },
  {
    slug: "king",
    name: "King",
    region: "York",
    centre: { lat: 44.0463, lon: -79.6044 },
    source: "https://howlingpixel.com/i-en/King,_Ontario",
  },
  {
    slug: "markham",
    name: "Markham",
    region: "York",
    centre: { lat: 43.8833, lon: -79.25 },
    source: "https://markhamaontario.blogspot.com/",
  },
  {
    slug: "newmarket",
    name: "Newmarket",
    region: "York",
    centre: { lat: 44.0581, lon: -79.4583 },
    source: "https://wikimili.com/en/Newmarket,_Ontario",
  },
  {
    slug: "richmond-hill",
    name: "Richmond Hill",
    region: "York",
    centre: { lat: 43.8714, lon: -79.4372 },
    source: "https://wikide.org/de/Richmond_Hill,_ON",
  },
  {
    slug: "vaughan",
    name: "Vaughan",
    region: "York",
    centre: { lat: 43.8333, lon: -79.5 },
    source: "https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Vaughan",
  },
  {
    slug: "whitchurch-stouffville",
    name: "Whitchurch-Stouffville",
    region: "York",
    centre: { lat: 44.0086, lon: -79.3175 },
    source: "https://hmong.in.th/wiki/Whitchurch-Stouffville,_Ontario",
  },

  // Durham Region
  {
    slug: "ajax",
    name: "Ajax",
    region: "Durham",
    centre: { lat: 43.8583, lon: -79.0364 },
    source: "http://piglix.com/piglix/Ajax,_ON",
  },
  {
    slug: "brock",
    name: "Brock",
    region: "Durham",
    centre: { lat: 44.3167, lon: -79.0833 },
    source: "http://piglix.com/piglix/Blackwater,_Ontario",
  },
  {
    slug: "clarington",
    name: "Clarington",
    region: "Durham",
    centre: { lat: 43.9947, lon: -78.675 },
    source: "https://wikimili.com/en/Clarington",
  },
  {
    slug: "oshawa",
    name: "Oshawa",
    region: "Durham",
    centre: { lat: 43.9006, lon: -78.8572 },
    source: "https://wap.bdmobi.com/view_html.php?lang=en&q=Oshawa&sq=Albert+Einstein",
  },
  {
    slug: "pickering",
    name: "Pickering",
    region: "Durham",
    centre: { lat: 43.8394, lon: -79.0814 },
    source: "https://en.wikipedia.org/wiki/Pickering,_Ontario",
  },
  {
    slug: "scugog",
    name: "Scugog",
    region: "Durham",
    centre: { lat: 44.1403, lon: -78.9153 },
    source: "https://wikimili.com/en/Scugog",
  },
  {
    slug: "uxbridge",
    name: "Uxbridge",
    region: "Durham",
    centre: { lat: 44.1167, lon: -79.1333 },
    source: "https://en.wikipedia.org/wiki/Uxbridge,_Ontario",
  },
  {
    slug: "whitby",
    name: "Whitby",
    region: "Durham",
    centre: { lat: 43.8833, lon: -78.9417 },
    source: "https://en.wikipedia.org/wiki/Whitby,_Ontario",
  },

  // Halton Region
  {
    slug: "burlington",
    name: "Burlington",
    region: "Halton",
    centre: { lat: 43.37, lon: -79.8142 },
    source: "https://wikimili.com/en/Burlington,_Ontario",
  },
  {
    slug: "halton-hills",
    name: "Halton Hills",
    region: "Halton",
    centre: { lat: 43.6269, lon: -79.9514 },
    source: "https://wikimili.com/en/Halton_Hills",
  },
  {
    slug: "milton",
    name: "Milton",
    region: "Halton",
    centre: { lat: 43.5083, lon: -79.8833 },
    source: "https://review.clateway.com/wiki/view_html.php?lang=en&q=Milton%2C_Ontario&sq=Envato",
  },
  {
    slug: "oakville",
    name: "Oakville",
    region: "Halton",
    centre: { lat: 43.4564, lon: -79.7139 },
    source: "https://en.wikipedia.org/wiki/Oakville%2C_Ontario",
  },

  // City of Hamilton
  {
    slug: "hamilton",
    name: "Hamilton",
    region: "Hamilton",
    centre: { lat: 43.2428, lon: -79.9894 },
    source:
      "https://nextcloud.domilabs.xyz/content/wikipedia_en_top_mini_2025-09/Hamilton%2C_Ontario",
  },

  // Neighbours
  {
    slug: "guelph",
    name: "Guelph",
    region: "Wellington",
    centre: { lat: 43.55, lon: -80.25 },
    source: "http://www.docstoc.com/docs/6344988/Guelph",
  },
  {
    slug: "kitchener",
    name: "Kitchener",
    region: "Waterloo",
    centre: { lat: 43.4186, lon: -80.4728 },
    source: "https://hr.mgwiki.top/wiki/Kitchener,_Ontario",
  },
  {
    slug: "waterloo",
    name: "Waterloo",
    region: "Waterloo",
    centre: { lat: 43.4667, lon: -80.5167 },
    source:
      "https://wiki.studentb.eu/view_html.php?lang=en&q=Waterloo%2C_Ontario&sq=Albert+Einstein",
  },
  {
    slug: "cambridge",
    name: "Cambridge",
    region: "Waterloo",
    centre: { lat: 43.3972, lon: -80.3114 },
    source: "https://earthspot.org/info/en/?search=Cambridge,_Ontario",
  },
  {
    slug: "barrie",
    name: "Barrie",
    region: "Simcoe",
    centre: { lat: 44.3711, lon: -79.6769 },
    source: "http://cryer.org.uk/Holly%2c_Ontario",
  },
  {
    slug: "st-catharines",
    name: "St. Catharines",
    region: "Niagara",
    centre: { lat: 43.1583, lon: -79.2458 },
    source:
      "https://wiki.richxsearch.com/view_html.php?lang=en&q=St._Catharines&sq=_Jeffrey_Sonnenfeld",
  },
  {
    slug: "niagara-falls",
    name: "Niagara Falls",
    region: "Niagara",
    centre: { lat: 43.06, lon: -79.1067 },
    source: "https://wikimili.com/en/Niagara_Falls,_Ontario",
  },
  {
    slug: "brantford",
    name: "Brantford",
    region: "Brant",
    centre: { lat: 43.1667, lon: -80.25 },
    source: "http://piglix.com/piglix/Brantford",
  },
  {
    slug: "orangeville",
    name: "Orangeville",
    region: "Dufferin",
    centre: { lat: 43.9167, lon: -80.1167 },
    source: "http://piglix.com/piglix/Orangeville,_Ontario",
  },
  {
    slug: "peterborough",
    name: "Peterborough",
    region: "Peterborough",
    centre: { lat: 44.3011, lon: -78.3333 },
    source: "https://askwikinow.com/view_html.php?q=Peterborough%2C_Ontario",
  },
];

const bySlug = new Map(municipalities.map((municipality) => [municipality.slug, municipality]));

export const municipalityBySlug = (slug: string): Municipality | undefined => bySlug.get(slug);

/**
 * The catalogue's city pages (content/cities.ts) by slug, each with the municipality it stands
 * for: the same slugs, so a city page and the matching feature name one place the same way.
 */
export const CATALOGUE_CITY_MUNICIPALITIES = {
  toronto: "toronto",
  mississauga: "mississauga",
  brampton: "brampton",
  markham: "markham",
  vaughan: "vaughan",
  "richmond-hill": "richmond-hill",
} as const;

/** Every slug, in the list's order: what a project's place and a contractor's areas are chosen from. */
export const MUNICIPALITY_SLUGS = municipalities.map((municipality) => municipality.slug) as [
  string,
  ...string[],
];

/** Toronto, or one of its former municipalities. */
export const isInToronto = (slug: string) =>
  slug === "toronto" || municipalityBySlug(slug)?.within === "toronto";

/** A municipality as a sentence names it: "Etobicoke (Toronto)", "Oakville". */
export function placeLabel(slug: string): string {
  const place = municipalityBySlug(slug);
  if (!place) return slug;
  const within = place.within ? municipalityBySlug(place.within) : undefined;
  return within ? `${place.name} (${within.name})` : place.name;
}
