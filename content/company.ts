// Company copy: the About Us and How It Works pages and the contact page's Why Choose Us list.
// Icon fields hold Lucide icon names. Every sentence here describes what the site does: projects
// are published once their homeowner opens the link e-mailed to them, any contractor can send a
// proposal, the homeowner chooses, and an itemised quote becomes a written agreement both confirm. The About Us figures are counted from the catalogue, not typed in.

import { categories } from "./categories";
import { cities } from "./cities";
import { services } from "./services";

/** Lucide icon names used on the company pages. */
export type CompanyIconName =
  | "HeartHandshake"
  | "BadgeCheck"
  | "Award"
  | "ShieldCheck"
  | "ClipboardList"
  | "Users"
  | "Scale"
  | "Handshake"
  | "Clock"
  | "MessageSquare"
  | "FileCheck"
  | "LayoutDashboard"
  | "Send"
  | "Trophy";

export interface CompanyValue {
  name: string;
  description: string;
  icon: CompanyIconName;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
}

export interface CompanyStat {
  value: string;
  label: string;
}

export interface AboutUsContent {
  story: string[];
  mission: string;
  vision: string;
  values: CompanyValue[];
  team: TeamMember[];
  stats: CompanyStat[];
}

export interface ProcessStep {
  title: string;
  description: string;
  icon: CompanyIconName;
}

export interface ProcessDetail {
  title: string;
  description: string;
  points: string[];
}

export interface Reason {
  title: string;
  description: string;
  icon: CompanyIconName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface HowItWorksContent {
  /** The homeowner's four steps. */
  steps: ProcessStep[];
  /** The contractor's side of the same process. */
  contractorSteps: ProcessStep[];
  details: ProcessDetail[];
  whyChoose: Reason[];
  faq: FaqItem[];
}

/** Project categories a homeowner can choose (the list's "All Categories" entry is a filter). */
const projectCategories = categories.filter((category) => category.slug !== "all");

export const aboutUs: AboutUsContent = {
  story: [
    "TorontoPros started with one simple idea: finding a good tradesperson in Toronto should not depend on luck or on who your neighbour happens to know.",
    "Our founders had been through it themselves. A basement renovation in an old east-end semi turned into months of missed appointments, vague quotes and a contractor who could not show a licence or proof of insurance. We built TorontoPros so homeowners could describe a job once, in their own words, and see side by side who wants it, for how much, how long it will take and what warranty comes with it.",
    `Today a homeowner anywhere in the GTA can post a project in a few minutes, free, and it is published as soon as they open the link we e-mail them. Contractors browse new projects on the Contractor Dashboard and send proposals, and the homeowner decides who to hire. Alongside the marketplace we publish guides to ${services.length} home services, local advice for ${cities
      .map((city) => city.name)
      .join(", ")
      .replace(
        /, ([^,]*)$/,
        " and $1",
      )}, and plain-language articles on Ontario permits, licences and hiring. We are still headquartered in downtown Toronto.`,
  ],
  mission:
    "To make hiring a home-improvement contractor in Ontario simple and transparent, by putting every homeowner's project in front of local contractors and giving them clear, comparable proposals at no cost.",
  vision:
    "A province where every home project, from a leaky tap to a full custom build, starts with confidence: where homeowners know exactly who they are hiring, and where skilled, reputable contractors are rewarded for doing the job right.",
  values: [
    {
      name: "Customer First",
      description:
        "Every decision starts with the homeowner. Posting is free, your project is yours to edit or delete at any time, and you choose which proposal to accept, with no obligation to hire anyone.",
      icon: "HeartHandshake",
    },
    {
      name: "Quality Work",
      description:
        "Each proposal spells out the contractor's approach and experience with similar jobs, and can list materials and the warranty, so you can judge the quality of the work before it starts, not after.",
      icon: "BadgeCheck",
    },
    {
      name: "Excellence",
      description:
        "We keep the site fast, clear and honest, and we write our service guides and articles with the Ontario rules, seasons and housing stock in mind.",
      icon: "Award",
    },
    {
      name: "Trust & Reliability",
      description:
        "Every proposal comes with the contractor's name and e-mail, so you can ask for a licence number, a WSIB clearance certificate and proof of insurance before you say yes. Our guides tell you which ones each trade needs.",
      icon: "ShieldCheck",
    },
  ],
  team: [
    {
      name: "Meera Desai",
      role: "Co-Founder & Chief Executive Officer",
      bio: "Meera co-founded TorontoPros after a frustrating renovation of her own family home in Leslieville. She spent a decade in operations at a Canadian home-building company and now leads the company's growth across Ontario.",
      image: "/images/people/team-1.svg",
    },
    {
      name: "Daniel Okafor",
      role: "Co-Founder & Head of Contractor Relations",
      bio: "Daniel ran his own renovation business in Scarborough for twelve years. He shaped the proposal form contractors fill in and writes our advice on what to ask before you hire.",
      image: "/images/people/team-2.svg",
    },
    {
      name: "Sarah Mitchell",
      role: "Director of Customer Experience",
      bio: "Sarah looks after the messages homeowners and contractors send us and the help pages that answer the most common questions. Before joining us she managed client services for a property-management firm serving condo buildings across the GTA.",
      image: "/images/people/team-3.svg",
    },
    {
      name: "Luca Ferraro",
      role: "Director of Operations",
      bio: "Luca runs the marketplace day to day and oversees our service guides and city pages. He holds a civil engineering degree from the University of Toronto and has worked on residential projects across the GTA.",
      image: "/images/people/team-4.svg",
    },
  ],
  stats: [
    { value: String(services.length), label: "Home Services" },
    { value: String(cities.length), label: "GTA Cities" },
    { value: String(projectCategories.length), label: "Project Categories" },
    { value: "$0", label: "To Post or Quote" },
  ],
};

export const howItWorks: HowItWorksContent = {
  steps: [
    {
      title: "Post Your Project",
      description:
        "Tell us what you need done, where and when, and add photos and a budget range if you have them. It takes a few minutes and is free. Open the link we e-mail you within 72 hours and your project is published; a post with a phone number, an e-mail address or a web link in its text is reviewed by us first.",
      icon: "ClipboardList",
    },
    {
      title: "Get Proposals",
      description:
        "Your published project appears on the Contractor Dashboard, where contractors look for new work. Those who want the job send you a proposal: a price range, or an itemised quote with HST, deposit and payment schedule, with their timeline and approach. We e-mail you when proposals arrive.",
      icon: "Users",
    },
    {
      title: "Compare Quotes",
      description:
        "Compare the proposals side by side: price, timeline, approach, experience, the licences and insurance the contractor gives, and materials and warranty where they state them. Every proposal includes the contractor's e-mail, so you can ask questions before you decide, with no obligation.",
      icon: "Scale",
    },
    {
      title: "Hire & Agree",
      description:
        "Accept the proposal that suits you with your private manage link; the other bidders are told you hired someone else. An itemised quote becomes a written agreement under Ontario's Consumer Protection Act, 2002 that you and the contractor both confirm here, with change orders, completion and reviews on the same page.",
      icon: "Handshake",
    },
  ],
  contractorSteps: [
    {
      title: "Have Your Papers Ready",
      description:
        "Sending proposals is free, and an account is optional: sign in with a link e-mailed to you to keep a public profile, where the work homeowners confirmed counts. Homeowners will want your trade licence or certificate, your WSIB clearance and your liability insurance, so keep the numbers handy; an itemised proposal has a place for each.",
      icon: "FileCheck",
    },
    {
      title: "Browse Posted Projects",
      description:
        "Open the Contractor Dashboard to see every project homeowners have published, with photos, budget range, timeline and location. Filter by trade, city, budget and urgency.",
      icon: "LayoutDashboard",
    },
    {
      title: "Send a Proposal",
      description:
        "Send a price range, or an itemised quote with HST, deposit and payment schedule, with your timeline, your approach and your experience with similar jobs, and the materials and warranty you offer. A clear, specific proposal is easier for a homeowner to compare.",
      icon: "Send",
    },
    {
      title: "Win the Work",
      description:
        "Only the homeowner sees your e-mail and phone. When they accept your proposal you receive their name and e-mail, and an itemised proposal becomes a written agreement you both confirm here; then pull any permits the job needs and get started. If they hire someone else, we tell you.",
      icon: "Trophy",
    },
  ],
  details: [
    {
      title: "Project Submission",
      description:
        "The more contractors know about your project up front, the more accurate their quotes will be. Our simple form guides you through everything they need.",
      points: [
        "Upload up to 10 photos of the space or the problem",
        "Choose a timeline, from ASAP to no rush",
        "Set a budget range so quotes fit what you plan to spend",
        "Add your location so contractors know where the job is",
      ],
    },
    {
      title: "Open to Every Contractor",
      description:
        "Your project is listed publicly and shown to every contractor who opens the dashboard, so the people who want the job can find it and make their case.",
      points: [
        "Listed on the Contractor Dashboard once you open the link we e-mail you",
        "Category, budget range and timeline shown up front",
        "Urgent projects easy to spot with their own filter",
        "Open for proposals until you accept one, or mark it completed or cancelled",
      ],
    },
    {
      title: "Quote Comparison",
      description:
        "Proposals arrive in a consistent format, so you can compare them fairly and choose with confidence.",
      points: [
        "The contractor's bid range and proposed timeline",
        "Their approach to the job and experience with similar work",
        "Materials and products they plan to use",
        "The warranty, where they state one, plus any notes",
        "Their e-mail (and phone, if they give one), to ask questions and check licences and insurance",
      ],
    },
  ],
  whyChoose: [
    {
      title: "Know Who You Hire",
      description:
        "Every proposal shows who sent it and how to reach them, so you can check licences, WSIB clearance, insurance and references yourself before anyone starts work.",
      icon: "ShieldCheck",
    },
    {
      title: "Published When You Confirm",
      description:
        "Your project is published as soon as you open the link we e-mail you, and contractors can send proposals from then on. Mark it urgent and it shows up under the dashboard's Urgent filter.",
      icon: "Clock",
    },
    {
      title: "Direct Communication",
      description:
        "Talk to contractors directly to ask questions, arrange site visits and agree the details, with no middleman slowing things down.",
      icon: "MessageSquare",
    },
  ],
  faq: [
    {
      question: "How do I check a contractor before I hire?",
      answer:
        "TorontoPros is an open marketplace: any contractor can send you a proposal, and you decide who to hire. Every proposal includes the contractor's e-mail, so check the essentials before you say yes: an ESA Licensed Electrical Contractor (LEC) licence for electrical work, TSSA registration for gas work, or a Skilled Trades Ontario certificate of qualification for compulsory trades such as plumbing. Ask for a current WSIB clearance certificate, proof of commercial general liability insurance and references from recent customers, and put everything you agree in a written contract.",
    },
    {
      question: "How much does it cost to use TorontoPros?",
      answer:
        "Posting a project and receiving quotes is completely free for homeowners, with no obligation to hire. Browsing projects and sending proposals is free for contractors too. You only pay the contractor you choose, for the work you agree on in your contract.",
    },
    {
      question: "What if I'm not satisfied with the work?",
      answer:
        "Your agreement is with the contractor you hire, so put the scope, price, schedule and warranty in writing before work starts; an itemised proposal on TorontoPros has a place for the warranty, and the written agreement made from it states it. If something goes wrong, raise it with the contractor in writing and give them a chance to fix it. Ontario's Consumer Protection Act, 2002 gives you rights on home-improvement contracts, and Consumer Protection Ontario can explain them and take a complaint.",
    },
    {
      question: "How quickly can work start?",
      answer:
        "Your project is published once you open the link we e-mail you, and contractors can send proposals from then on; a post with a phone number, an e-mail address or a web link in its text is reviewed by us first. Each proposal states a timeline; when work can start depends on the contractor, the size of the job, permits and materials. For urgent repairs such as burst pipes or no heat, mark the project as urgent and say so in the description. If there is immediate danger, such as a gas smell or sparking wires, leave the house and call 911 first.",
    },
  ],
};

/** Short reasons listed beside the contact form. */
export const whyChooseUs: string[] = [
  "Free to post a project, free to send a proposal",
  "Projects published as soon as you confirm your e-mail",
  "Free, no-obligation quotes",
  "Every proposal comes with the contractor's e-mail",
  "Local Toronto team you can call",
];
