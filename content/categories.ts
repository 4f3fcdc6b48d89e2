import type { Category, CategoryOption } from "./types";

export const categories: Category[] = [
  {
    id: 1,
    name: "All Categories",
    slug: "all",
    description:
      "Browse every trade and service offered by contractors across Toronto and the Greater Toronto Area.",
    detailedDescription:
      "From a leaking kitchen tap to a brand-new custom home, this is the full list of trades working on TorontoPros. Each category brings together contractors who serve Toronto, Mississauga, Brampton, Markham, Vaughan, Richmond Hill and the surrounding Ontario communities. Browse completed projects to see what similar jobs have cost and how long they took, then post your own project to collect quotes. Many GTA trades are busiest in spring and fall, so planning a few weeks ahead usually gives you more choice of contractors and start dates. Whatever the job, compare each proposal's price, timeline and warranty, and ask about licensing and insurance before you hire.",
    image: "/images/categories/all.svg",
    icon: "LayoutGrid",
  },
  {
    id: 2,
    name: "Plumbing",
    slug: "plumbing",
    serviceSlug: "plumbing",
    description:
      "Plumbers for repairs, fixture installations, drain work and basement flood protection.",
    detailedDescription:
      "Plumbing work in the GTA ranges from fixing a running toilet to roughing in a full basement bathroom or replacing an old lead water service. In Ontario, plumbing is a compulsory trade, so the work should be done by a licensed plumber, and most municipalities require a plumbing permit for new fixtures, drain changes and backwater valves. Older Toronto homes often still have galvanized supply lines, cast-iron stacks or clay sewer laterals, which a plumber can assess with a camera inspection before problems spread. Winter brings frozen and burst pipes in exterior walls and unheated crawl spaces, while heavy spring and summer storms drive demand for sump pumps and backwater valves. Expect a clear quote after an on-site assessment, with emergency calls priced separately from scheduled work.",
    image: "/images/categories/plumbing.svg",
    icon: "Wrench",
  },
  {
    id: 3,
    name: "Electrical",
    slug: "electrical",
    serviceSlug: "electrical",
    description: "Electrical contractors for panel upgrades, rewiring, lighting and new circuits.",
    detailedDescription:
      "Electrical projects in the GTA include panel upgrades, knob-and-tube and aluminium wiring replacement, pot lights, dedicated circuits and service upgrades for heat pumps or EV chargers. In Ontario, electrical work for hire must be done by a licensed electrical contractor, and most jobs need a notification filed with the Electrical Safety Authority followed by an inspection. Many pre-war homes in Toronto neighbourhoods such as the Annex, Riverdale and the Junction still run on 60 or 100 amp service, which rarely keeps up with modern kitchens and electric heating. When the main service is upgraded, the contractor also coordinates the disconnect and reconnect with the local utility, which can add a few weeks of lead time. Expect the contractor to open walls only where needed and to leave you with an ESA certificate once the work passes inspection.",
    image: "/images/categories/electrical.svg",
    icon: "Zap",
  },
  {
    id: 4,
    name: "HVAC",
    slug: "hvac",
    serviceSlug: "hvac",
    description:
      "Heating, cooling and ventilation installs, repairs and seasonal maintenance for homes and businesses.",
    detailedDescription:
      "HVAC contractors in the GTA install and service furnaces, air conditioners, heat pumps, boilers, humidifiers and HRVs for homes, condos and commercial spaces. Anyone working on gas appliances in Ontario must hold the right TSSA gas technician certification, and a new furnace or boiler installation usually needs a municipal permit as well. Demand spikes with the first cold snap in October and again during July heat waves, so booking maintenance in spring and early fall is the easiest way to avoid long waits. Cold-climate heat pumps have become a popular upgrade, often paired with a high-efficiency gas furnace as backup, and utility rebate programs can offset part of the cost. A good contractor will do a proper heat-loss calculation rather than simply matching the size of your old unit.",
    image: "/images/categories/hvac.svg",
    icon: "Wind",
  },
  {
    id: 5,
    name: "Landscaping & Snow Removal",
    slug: "landscaping",
    serviceSlug: "landscaping",
    description:
      "Interlock, gardens, sod and retaining walls in the warm months, plus reliable snow clearing all winter.",
    detailedDescription:
      "Landscaping crews across the GTA build interlocking patios and driveways, retaining walls, garden beds, sod lawns and outdoor lighting, then switch to snow clearing and salting once winter arrives. Before any digging, Ontario One Call must be contacted to locate buried utilities, and the City of Toronto requires a permit to injure or remove many private trees of 30 centimetres or more in diameter. Hardscaping season generally runs from April to November, and the best installers book up early in spring, so signing a contract over the winter is common. Freeze-thaw cycles are hard on poorly compacted bases, which is why a proper excavation and granular base matters more than the paver you choose. Seasonal snow removal contracts usually run from November to April and are priced per visit or as a flat seasonal fee.",
    image: "/images/categories/landscaping.svg",
    icon: "Trees",
  },
  {
    id: 6,
    name: "Cleaning",
    slug: "cleaning",
    serviceSlug: "cleaning",
    description:
      "Residential, commercial, move-in/out and post-construction cleaning for homes, condos and offices.",
    detailedDescription:
      "Cleaning companies in the GTA handle everything from weekly housekeeping and deep cleans to move-in and move-out cleaning, office contracts and post-construction cleanup. Because so many leases in Toronto turn over at the end of the month, move-out cleaning books up fast in the last week of each month, especially from May to September. Condo jobs often require an elevator booking and a certificate of insurance sent to property management ahead of time, so mention your building rules when you request a quote. Post-construction cleaning is a specialized job that removes fine drywall dust from vents, window tracks and cabinetry, and it is usually done in two passes. Expect pricing by the hour for regular cleaning and by the job for deep, move-out and construction cleans, with supplies and equipment included.",
    image: "/images/categories/cleaning.svg",
    icon: "Sparkles",
  },
  {
    id: 7,
    name: "General Contracting",
    slug: "general-contracting",
    serviceSlug: "general-contracting",
    description:
      "General contractors who manage permits, trades and schedules for additions, rebuilds and fit-outs.",
    detailedDescription:
      "A general contractor takes responsibility for the whole project, hiring and scheduling the trades, ordering materials and keeping the job on budget. For additions, structural changes and commercial fit-outs in the GTA, that includes working with a designer or architect on drawings, applying for the building permit and booking each required inspection. Toronto permit reviews for residential work commonly take several weeks, and a project that needs a minor variance from the Committee of Adjustment can take several months before construction starts. Under Ontario's Construction Act, owners hold back 10 percent of each payment until the lien period has passed, and a well-run contractor will explain this in the contract. Expect a detailed written scope, a payment schedule tied to milestones and regular site updates throughout the build.",
    image: "/images/categories/general-contracting.svg",
    icon: "HardHat",
  },
  {
    id: 8,
    name: "Moving Solutions",
    slug: "moving-solutions",
    serviceSlug: "moving-solutions",
    description:
      "Local and long-distance movers for condos, houses and offices, with packing and storage options.",
    detailedDescription:
      "Moving companies in the GTA handle local moves within the city, moves between suburbs such as Mississauga and Markham, and long-distance moves across Ontario and beyond. Condo moves need careful planning because most buildings require a booked freight elevator time slot, a damage deposit and a certificate of insurance from the mover. The busiest periods are May to September and the last few days of every month, when rates rise and available dates disappear quickly. Local moves are usually billed by the hour with a minimum, while long-distance moves are quoted on weight or volume and distance. A reliable mover will do a virtual or in-person walkthrough, supply wardrobe boxes and mattress covers, and protect floors and door frames on both ends.",
    image: "/images/categories/moving-solutions.svg",
    icon: "Truck",
  },
  {
    id: 9,
    name: "Architectural Visualization",
    slug: "architectural-visualization",
    serviceSlug: "architectural-visualization",
    description:
      "Photorealistic 3D renderings and walkthroughs for homes, condos and commercial developments.",
    detailedDescription:
      "Architectural visualization studios turn drawings into photorealistic renderings, animations and virtual walkthroughs before anything is built. In the GTA they are used by homeowners planning a rebuild, builders marketing pre-construction condos and townhomes, and applicants presenting a project to the Committee of Adjustment or a community meeting. The studio works from CAD or BIM files, site photos and material selections, then produces a first draft for review followed by one or two rounds of revisions. A typical exterior and interior package takes one to two weeks, while a full animated flythrough of a development takes longer. Clear finish selections up front, from brick colour to flooring, are the best way to keep revisions and costs down.",
    image: "/images/categories/architectural-visualization.svg",
    icon: "Eye",
  },
  {
    id: 10,
    name: "Restaurant Cleaning",
    slug: "restaurant-cleaning",
    serviceSlug: "restaurant-cleaning",
    description:
      "Kitchen deep cleaning, exhaust hood degreasing and overnight cleaning for restaurants and food service.",
    detailedDescription:
      "Restaurant cleaning crews handle the work daily staff cannot get to, including exhaust hood and duct degreasing, deep cleaning behind cooking lines, walk-in cooler cleaning and floor scrubbing. The Ontario Fire Code requires commercial kitchen exhaust systems to be kept free of grease build-up, and hood cleaning frequency depends on cooking volume, with busy fryer and charbroiler kitchens needing service most often. In Toronto, a clean kitchen also matters for DineSafe inspections by Toronto Public Health, which are posted publicly. Most work is scheduled overnight or on closed days so service is not interrupted, and crews protect equipment and food storage areas before they start. Expect a service report with before and after photos and a recommended schedule for recurring cleaning.",
    image: "/images/categories/restaurant-cleaning.svg",
    icon: "UtensilsCrossed",
  },
  {
    id: 11,
    name: "Real Estate Photography & Videography",
    slug: "real-estate-photography-videography",
    serviceSlug: "real-estate-photography-videography",
    description:
      "Listing photos, video tours, drone shots and floor plans for agents, sellers and landlords.",
    detailedDescription:
      "Real estate media teams in the GTA provide HDR listing photography, video walkthroughs, 3D virtual tours, drone imagery and measured floor plans for houses, condos and commercial properties. Drone flights must follow Transport Canada rules, and much of Toronto sits in controlled airspace around Pearson and Billy Bishop airports, so operators need the right pilot certificate and flight authorization. The spring market from March to June is the busiest season, and many agents book twilight exterior shots for homes with good lighting and landscaping. A typical shoot for a detached home takes one to two hours, with edited photos delivered within 24 to 48 hours. Staging, decluttering and opening every blind before the photographer arrives make a noticeable difference in the final images.",
    image: "/images/categories/real-estate-photography-videography.svg",
    icon: "Camera",
  },
  {
    id: 12,
    name: "HVAC & Air Duct",
    slug: "hvac-air-duct",
    serviceSlug: "hvac-airduct",
    description:
      "Air duct and dryer vent cleaning, duct sealing and airflow improvements for cleaner indoor air.",
    detailedDescription:
      "Air duct specialists clean supply and return ductwork, furnace blower compartments and dryer vents using negative-pressure vacuum equipment and rotary brushes. Duct cleaning is most worthwhile after a renovation, when moving into a home, or when there are pets, visible dust build-up or allergy concerns, rather than on a fixed yearly schedule. In Ontario, door-to-door sales of duct cleaning and similar HVAC services are restricted, so reputable companies work by request and quote in writing before starting. Many GTA homes also have undersized or leaky ductwork, and sealing joints or adding a return can fix rooms that are always too hot or cold. A standard house takes three to five hours, and a good technician will show you before and after photos of the ducts.",
    image: "/images/categories/hvac-air-duct.svg",
    icon: "Wind",
  },
  {
    id: 13,
    name: "Security Bollards",
    slug: "security-bollards",
    serviceSlug: "security-bollards",
    description:
      "Fixed, removable and retractable bollards to protect storefronts, entrances and parking areas.",
    detailedDescription:
      "Security bollard installers protect storefronts, building entrances, loading docks and parking lots from vehicle impacts, both accidental and deliberate. Options range from decorative steel sleeves and fixed concrete-filled posts to removable and automatic retractable units, with crash-rated models tested to recognized impact standards for higher-risk sites. Installation involves locating buried utilities, core drilling or excavating, setting the bollard in concrete at the right depth and allowing it to cure. Bollards placed on a public sidewalk or boulevard in the GTA need approval from the municipality, while those on private property usually only need the owner's and property manager's sign-off. Most installations take one to two days, although winter work may need heated enclosures or cold-weather concrete.",
    image: "/images/categories/security-bollards.svg",
    icon: "Shield",
  },
  {
    id: 14,
    name: "EV Charging",
    slug: "ev-charging",
    serviceSlug: "ev-charging-solution",
    description:
      "Level 2 home and condo EV charger installation, load assessments and panel upgrades.",
    detailedDescription:
      "EV charging contractors install Level 2 chargers in garages, driveways and condo parking spots, along with the dedicated circuit and any panel or service upgrades needed to support them. The work must be done by a licensed electrical contractor with an Electrical Safety Authority permit, and the contractor will run a load calculation to confirm your panel can handle a 40 or 48 amp charger. Older homes on 100 amp service often need a load management device or a service upgrade coordinated with the local utility. For condos, Ontario rules set out a formal process for owners to request a charger installation, and the board typically needs an engineer's review before approving it. A straightforward garage installation usually takes less than a day, while condo and multi-unit projects take longer to plan than to build.",
    image: "/images/categories/ev-charging.svg",
    icon: "PlugZap",
  },
  {
    id: 15,
    name: "Custom Build",
    slug: "custom-build",
    serviceSlug: "custom-build",
    description:
      "Custom home builders for teardown-and-rebuild projects and new homes across the GTA.",
    detailedDescription:
      "Custom home builders take a project from design and permits through foundation, framing and finishes to move-in day. In the GTA many custom builds are teardown-and-rebuild projects on established lots in North York, Richmond Hill, Vaughan and Mississauga, where zoning limits on height, coverage and setbacks shape the design. New home builders in Ontario must be licensed by the Home Construction Regulatory Authority, and most new homes are enrolled in the Tarion warranty program. Excavation and foundation work is best done between spring and late fall, and a typical custom home takes 12 to 18 months once permits are issued, with the approvals stage often taking several months on its own. Expect a detailed contract with allowances for finishes, a construction schedule and regular site meetings throughout the build.",
    image: "/images/categories/custom-build.svg",
    icon: "Home",
  },
  {
    id: 16,
    name: "Renovation",
    slug: "renovation",
    serviceSlug: "renovation",
    description:
      "Kitchen, bathroom and basement renovations for houses and condos across Toronto and the GTA.",
    detailedDescription:
      "Renovation contractors in the GTA update kitchens, bathrooms, basements and whole floors, from cosmetic refreshes to layouts that move walls and plumbing. A building permit is usually needed when the work removes or changes structural walls, adds plumbing fixtures or creates a basement apartment or secondary suite, while cabinet and flooring replacements generally do not need one. Condo renovations add another layer, with board approval, elevator bookings, acoustic underlay requirements and strict working hours. Cabinetry, windows and custom counters can have lead times of six to ten weeks, so ordering early keeps the schedule on track. Most renovators recommend setting aside a 10 to 15 percent contingency, especially in older homes where surprises behind the walls are common.",
    image: "/images/categories/renovation.svg",
    icon: "Hammer",
  },
  {
    id: 17,
    name: "Painting",
    slug: "painting",
    serviceSlug: "painting",
    description:
      "Interior and exterior painting, cabinet refinishing and drywall repair for homes and businesses.",
    detailedDescription:
      "Painting contractors handle interior walls and ceilings, trim and doors, kitchen cabinet refinishing, and exterior siding, brick, decks and fences. Most of the job is preparation, including patching drywall, sanding, caulking, priming stains and protecting floors and furniture before the first coat goes on. Exterior painting in the GTA is generally done from May to early October, when temperatures stay high enough for paint to cure properly, while interior work runs year-round. Homes built before 1960 may have lead paint on trim and windows, so careful sanding and cleanup practices matter in older Toronto neighbourhoods. Expect a quote based on square footage and the number of coats, with low-VOC paints available for occupied homes and condos.",
    image: "/images/categories/painting.svg",
    icon: "Paintbrush",
  },
];

export const categoryOptions: CategoryOption[] = categories
  .filter((category) => category.slug !== "all")
  .map((category, index) => ({ id: index + 1, name: category.name }));
