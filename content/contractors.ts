import type { Contractor } from "./types";

export const contractors: Contractor[] = [
  {
    id: 1,
    name: "Mike Thompson",
    image: "/images/contractors/1.svg",
    specialties: [
      "General Contracting",
      "Renovation",
      "Custom Build",
      "Architectural Visualization",
    ],
    location: "Toronto, ON",
    bio: "An example of a general contractor profile: additions, condo renovations, commercial fit-outs and custom builds, with drawings, 3D renderings, permits and the other trades under one contract. A real profile would show the business name, the trades and areas it serves and the credentials it states, each with a link to the registry where you can look it up.",
  },
  {
    id: 2,
    name: "Priya Sharma",
    image: "/images/contractors/2.svg",
    specialties: ["Plumbing", "Electrical", "HVAC", "HVAC & Air Duct"],
    location: "Mississauga, ON",
    bio: "An example of a mechanical trades profile: basement bathroom rough-ins, backwater valves, panel upgrades, furnace and heat pump installations and air duct cleaning across Peel, Toronto and York Region. Plumbing, electrical and gas work each call for their own Ontario licence; a real profile states them, and you look each one up before you hire.",
  },
  {
    id: 3,
    name: "David Chen",
    image: "/images/contractors/3.svg",
    specialties: ["Cleaning", "Moving Solutions", "Landscaping & Snow Removal"],
    location: "Markham, ON",
    bio: "An example of a property services profile: residential and commercial cleaning, local moves, landscaping and snow clearing across York Region and Toronto. A real profile would show which of these the business offers, where, and any insurance or WSIB clearance it states.",
  },
];
