import type { City } from "./types";

export const cities: City[] = [
  {
    id: 1,
    name: "Toronto",
    slug: "toronto",
    province: "Ontario",
    populationSize: "major",
    marketDescription:
      "Toronto's housing stock ranges from Victorian and Edwardian semis and row houses in the old city to post-war bungalows in Etobicoke, North York and Scarborough, alongside a very large condo market. Demand centres on basement underpinning and waterproofing, full-gut renovations of older homes, laneway and garden suites, and condo interior upgrades.",
    keyNeighborhoods: [
      "The Annex",
      "Leslieville",
      "The Beaches",
      "High Park",
      "Leaside",
      "Cabbagetown",
      "Riverdale",
      "Willowdale",
      "Etobicoke",
      "North York",
      "Scarborough",
    ],
    localInsights: [
      "Many homes in the old city were built before 1950, so contractors regularly find knob-and-tube wiring, galvanized or lead water service pipes and clay sewer laterals that need replacing during a renovation.",
      "Heavy clay soils and older sewers in parts of the city make basement flooding a recurring problem, and the City's Basement Flooding Protection Subsidy Program helps offset the cost of backwater valves and sump pumps.",
      "The City licenses building renovators, plumbing contractors, drain contractors and heating contractors who work in Toronto (Toronto Municipal Code, Chapter 545), and removing or injuring private trees 30 cm or more in diameter generally requires a permit, which often affects additions, garages and laneway suites.",
      "Toronto's Mandatory Downspout Disconnection bylaw requires downspouts to drain onto the ground rather than into the sewer wherever that is feasible, which matters when regrading a yard or rebuilding a porch.",
      "The City's Home Energy Loan Program (HELP) offers low-interest loans for energy upgrades such as heat pumps, insulation and windows, repaid on the property tax bill.",
    ],
    permitOffice: {
      name: "Toronto Building",
      address:
        "Toronto City Hall, 100 Queen Street West, and the Etobicoke, North York and Scarborough civic centres",
    },
    programmes: ["Basement Flooding Protection Subsidy Program", "Home Energy Loan Program (HELP)"],
  },
  {
    id: 2,
    name: "Mississauga",
    slug: "mississauga",
    province: "Ontario",
    populationSize: "major",
    marketDescription:
      "Mississauga is dominated by detached and semi-detached homes built from the 1960s through the 1990s, together with a fast-growing condo core around Square One. Typical work includes kitchen and bathroom updates in ageing suburban houses, basement second units, roof and window replacements, and custom rebuilds in lakeside areas such as Lorne Park and Port Credit.",
    keyNeighborhoods: [
      "Port Credit",
      "Streetsville",
      "Erin Mills",
      "Meadowvale",
      "Clarkson",
      "Lorne Park",
      "Cooksville",
      "Churchill Meadows",
    ],
    localInsights: [
      "Many homes in Erin Mills, Meadowvale and Malton date from the 1970s and 1980s and are now due for replacement of original furnaces, windows, roofs and electrical panels.",
      "Creating a basement second unit requires a building permit, and designs must meet Ontario Building Code rules for fire separation, smoke alarms, egress windows and ceiling height.",
      "Properties near the Credit River, its tributaries and the Lake Ontario shoreline may be regulated by Credit Valley Conservation, which adds a separate permit step for additions, decks, pools and grading.",
      "Electricity in Mississauga is supplied by Alectra Utilities and natural gas by Enbridge Gas, so service upgrades and new gas lines are booked with them before the work is scheduled.",
    ],
    permitOffice: {
      name: "City of Mississauga Building Division",
      address: "Mississauga Civic Centre, 300 City Centre Drive",
    },
    programmes: [],
  },
  {
    id: 3,
    name: "Brampton",
    slug: "brampton",
    province: "Ontario",
    populationSize: "major",
    marketDescription:
      "Brampton has one of the youngest housing stocks in the GTA, with large subdivisions built since the 1990s alongside older 1960s and 1970s homes in Bramalea and around the downtown core. Legal basement apartments, basement finishing, driveway and interlock work, and kitchen upgrades are among the most requested projects, driven by multigenerational households and strong rental demand.",
    keyNeighborhoods: [
      "Bramalea",
      "Springdale",
      "Heart Lake",
      "Castlemore",
      "Mount Pleasant",
      "Fletcher's Meadow",
      "Downtown Brampton",
    ],
    localInsights: [
      "Brampton requires a building permit and registration for a second unit in a house, and the City actively enforces against unpermitted basement apartments, so homeowners should insist on a permitted, code-compliant design.",
      "Permitted work in Brampton is inspected at each stage, from framing and plumbing rough-in to insulation and final occupancy, so a realistic schedule leaves room for the inspection bookings.",
      "Many 1960s and 1970s Bramalea homes still have original windows, undersized electrical services and, in some cases, aluminum branch wiring, making them common candidates for whole-house updates.",
      "Brampton sits largely on heavy clay till, so grading, downspout extensions and sump systems matter, and lots near Etobicoke Creek or the Credit River may need a conservation authority permit for additions or pools.",
    ],
    permitOffice: {
      name: "City of Brampton Building Division",
      address: "Brampton City Hall, 2 Wellington Street West",
    },
    programmes: [],
  },
  {
    id: 4,
    name: "Markham",
    slug: "markham",
    province: "Ontario",
    populationSize: "medium",
    marketDescription:
      "Markham combines heritage villages such as Unionville and Markham Village with large subdivisions from the 1980s to the 2000s and newer townhouse and condo communities in Cornell and around Markham Centre. Homeowners commonly invest in high-end kitchens, basement finishing, interlock and landscaping, and energy upgrades to larger detached homes.",
    keyNeighborhoods: [
      "Unionville",
      "Markham Village",
      "Cornell",
      "Berczy Village",
      "Cathedraltown",
      "Milliken",
      "Wismer",
      "Thornhill",
    ],
    localInsights: [
      "Markham has several heritage conservation districts, including Unionville, Markham Village, Thornhill and Buttonville, where exterior changes such as windows, siding and additions usually need heritage approval as well as a building permit.",
      "Many homes built in the 1980s and 1990s are reaching the age where original windows, roofs, furnaces and air conditioners need replacing, which keeps HVAC and exterior trades busy.",
      "Larger lots and demand for premium finishes push average project budgets higher than in much of the GTA, especially for kitchens, custom millwork and landscape construction.",
    ],
    permitOffice: {
      name: "City of Markham Building Standards",
      address: "Markham Civic Centre, 101 Town Centre Boulevard",
    },
    programmes: [],
  },
  {
    id: 5,
    name: "Vaughan",
    slug: "vaughan",
    province: "Ontario",
    populationSize: "medium",
    marketDescription:
      "Vaughan's housing stock is mostly detached homes built since the 1980s, including many large custom and semi-custom houses in Woodbridge, Kleinburg and Maple, plus a growing condo district at the Vaughan Metropolitan Centre. Popular projects include luxury kitchen and bathroom renovations, finished basements with home theatres and wine rooms, stone and interlock landscaping, and custom home rebuilds.",
    keyNeighborhoods: [
      "Woodbridge",
      "Maple",
      "Kleinburg",
      "Concord",
      "Thornhill Woods",
      "Vellore Village",
      "Patterson",
    ],
    localInsights: [
      "Vaughan has heritage conservation districts in Kleinburg-Nashville, Woodbridge, Maple and Thornhill, so exterior alterations and new construction there are reviewed against heritage guidelines.",
      "Properties along the Humber River and Don River valleys often fall within Toronto and Region Conservation Authority regulated areas, which adds a permit step for pools, additions and grading near slopes.",
      "Large homes with big mechanical systems mean furnace, air conditioner, water heater and zoning upgrades are frequent, and many owners are adding heat pumps or hybrid systems when equipment reaches end of life.",
    ],
    permitOffice: {
      name: "City of Vaughan Building Standards",
      address: "Vaughan City Hall, 2141 Major Mackenzie Drive",
    },
    programmes: [],
  },
  {
    id: 6,
    name: "Richmond Hill",
    slug: "richmond-hill",
    province: "Ontario",
    populationSize: "medium",
    marketDescription:
      "Richmond Hill's housing ranges from 1960s and 1970s bungalows and backsplits near the historic Yonge Street core to large executive homes and newer subdivisions in the north end. Common projects include whole-home renovations, teardown-and-rebuild custom homes, basement finishing and kitchen upgrades.",
    localInsights: [
      "The northern part of the city lies on the Oak Ridges Moraine, where the provincial Oak Ridges Moraine Conservation Plan can limit additions, pools and site alteration near natural features.",
      "Lots near ravines and the headwaters of the Rouge and Don rivers may be regulated by the Toronto and Region Conservation Authority, so grading, retaining walls and additions can need a separate permit.",
      "Replacing older bungalows with much larger custom homes is common in established areas, so demolition permits, tree protection rules and infill zoning standards often shape these projects.",
    ],
    permitOffice: {
      name: "City of Richmond Hill Building Services",
      address: "Richmond Hill Municipal Offices, 225 East Beaver Creek Road",
    },
    programmes: [],
  },
];
