// Company copy: the About Us and How It Works pages and the contact page's Why Choose Us list
// (SPEC section 2). Icon fields hold Lucide icon names.

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
  /** The homeowner's four steps (SPEC section 2). */
  steps: ProcessStep[];
  /** The contractor's side of the same process. */
  contractorSteps: ProcessStep[];
  details: ProcessDetail[];
  whyChoose: Reason[];
  faq: FaqItem[];
}

export const aboutUs: AboutUsContent = {
  story: [
    "TorontoPros started in 2015 in a small office on Queen Street West, with a handful of local contractors and one simple idea: finding a good tradesperson in Toronto should not depend on luck or on who your neighbour happens to know.",
    "Our founders had been through it themselves. A basement renovation in an old east-end semi turned into months of missed appointments, vague quotes and a contractor who could not show a licence or proof of insurance. We built TorontoPros so homeowners could see who they were hiring before they let anyone through the door, and so honest, skilled contractors could win work on the quality of what they do.",
    "Word spread quickly. Within a few years we were matching projects in Mississauga, Brampton, Vaughan, Markham and Oakville, and today our network reaches more than 50 cities across the Greater Toronto Area and Ontario, from Hamilton and the Niagara Region to Barrie and Ottawa. We are still headquartered in downtown Toronto, and every contractor who joins is still checked by our own local team.",
  ],
  mission:
    "To make hiring a home-improvement contractor in Ontario simple, transparent and safe, by connecting homeowners and businesses with verified local professionals and giving them clear, comparable quotes at no cost.",
  vision:
    "A province where every home project, from a leaky tap to a full custom build, starts with confidence: where homeowners know exactly who they are hiring, and where skilled, reputable contractors are rewarded for doing the job right.",
  values: [
    {
      name: "Customer First",
      description:
        "Every decision starts with the homeowner. We listen, answer questions in plain language and stay involved until the job is done and you are happy with it.",
      icon: "HeartHandshake",
    },
    {
      name: "Quality Work",
      description:
        "We only work with contractors who take pride in their craft, follow the Ontario Building Code and stand behind their workmanship.",
      icon: "BadgeCheck",
    },
    {
      name: "Excellence",
      description:
        "We hold ourselves and our network to a high standard, review every completed project and keep raising the bar on service, speed and results.",
      icon: "Award",
    },
    {
      name: "Trust & Reliability",
      description:
        "Licences, insurance and WSIB clearance are checked before a contractor joins. Clear quotes, honest timelines and people who show up when they say they will.",
      icon: "ShieldCheck",
    },
  ],
  team: [
    {
      name: "Meera Desai",
      role: "Co-Founder & Chief Executive Officer",
      bio: "Meera co-founded TorontoPros in 2015 after a frustrating renovation of her own family home in Leslieville. She spent a decade in operations at a Canadian home-building company and now leads the company's growth across Ontario.",
      image: "/images/people/team-1.svg",
    },
    {
      name: "Daniel Okafor",
      role: "Co-Founder & Head of Contractor Relations",
      bio: "Daniel is a licensed general carpenter who ran his own renovation business in Scarborough for twelve years. He designed our vetting process and personally knows many of the trades in our network.",
      image: "/images/people/team-2.svg",
    },
    {
      name: "Sarah Mitchell",
      role: "Director of Customer Experience",
      bio: "Sarah leads the team that answers homeowners' calls, follows up on every project and handles dispute resolution. Before joining us she managed client services for a property-management firm serving condo buildings across the GTA.",
      image: "/images/people/team-3.svg",
    },
    {
      name: "Luca Ferraro",
      role: "Director of Operations",
      bio: "Luca oversees project matching, quality reviews and our expansion into new Ontario communities. He holds a civil engineering degree from the University of Toronto and has worked on residential projects from Hamilton to Oshawa.",
      image: "/images/people/team-4.svg",
    },
  ],
  stats: [
    { value: "10,000+", label: "Projects Completed" },
    { value: "5,000+", label: "Verified Contractors" },
    { value: "98%", label: "Customer Satisfaction" },
    { value: "50+", label: "Cities Served" },
  ],
};

export const howItWorks: HowItWorksContent = {
  steps: [
    {
      title: "Post Your Project",
      description:
        "Tell us what you need done, where and when, and add photos and a budget range if you have them. It takes a few minutes and it is completely free.",
      icon: "ClipboardList",
    },
    {
      title: "Get Matched",
      description:
        "We match your project with verified local contractors who do that kind of work in your area. Interested contractors review the details and reach out, usually within 24 hours.",
      icon: "Users",
    },
    {
      title: "Compare Quotes",
      description:
        "Review each proposal side by side, including price, timeline, materials, credentials and reviews. Ask questions directly before you decide, with no pressure and no obligation.",
      icon: "Scale",
    },
    {
      title: "Hire & Complete",
      description:
        "Accept the proposal that suits you best and agree the details in a written contract with your contractor. Our team stays available until the work is finished and you are satisfied.",
      icon: "Handshake",
    },
  ],
  contractorSteps: [
    {
      title: "Get Verified",
      description:
        "Send our contractor team your trade licences or certificates, a current WSIB clearance certificate and proof of commercial general liability insurance. We check them, call your references and run a background check, usually within a few business days.",
      icon: "FileCheck",
    },
    {
      title: "Browse Posted Projects",
      description:
        "Open the Contractor Dashboard to see every project homeowners have posted, with photos, budget range, timeline and location. Filter for projects open for bids, urgent jobs and the most recent posts.",
      icon: "LayoutDashboard",
    },
    {
      title: "Send a Proposal",
      description:
        "Choose a bid range and timeline, then explain your approach, your experience with similar jobs, the materials you plan to use and your warranty. Clear, specific proposals win more work.",
      icon: "Send",
    },
    {
      title: "Win the Work",
      description:
        "When the homeowner accepts your proposal, confirm the details in a written contract, pull any permits the job needs and get started. Good work earns ratings and reviews that help you win the next job.",
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
        "Add your location so we can find contractors who serve your area",
      ],
    },
    {
      title: "Smart Matching",
      description:
        "Instead of sending your project to everyone, we look for the contractors who are the best fit for the job.",
      points: [
        "Project type and the trade or licence it requires",
        "Location and the contractor's service area",
        "Availability for your preferred timeline",
        "Past performance, including ratings, reviews and completed projects",
      ],
    },
    {
      title: "Quote Comparison",
      description:
        "Proposals arrive in a consistent format, so you can compare them fairly and choose with confidence.",
      points: [
        "Detailed cost breakdowns for labour and materials",
        "Proposed timelines and start dates",
        "Materials and products the contractor plans to use",
        "Licences, insurance and other credentials",
        "Reviews and ratings from previous customers",
      ],
    },
  ],
  whyChoose: [
    {
      title: "Verified Contractors",
      description:
        "Every contractor is checked for the licences their trade requires, WSIB clearance, liability insurance, references and a background check before they can quote.",
      icon: "ShieldCheck",
    },
    {
      title: "Quick Response",
      description:
        "Most homeowners hear from interested contractors within 24 hours, and urgent repairs can often be handled the same day.",
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
      question: "How are contractors vetted?",
      answer:
        "Before a contractor can quote on TorontoPros, we confirm they hold any licence their trade requires, such as an ESA Licensed Electrical Contractor (LEC) licence for electrical work, TSSA registration for gas work, or a Skilled Trades Ontario certificate of qualification. We also check WSIB clearance, proof of commercial general liability insurance and references from recent customers. Every contractor goes through a background check, and we keep reviewing ratings and completed projects once they join.",
    },
    {
      question: "How much does it cost to use TorontoPros?",
      answer:
        "Posting a project and receiving quotes is completely free for homeowners, with no obligation to hire. Contractors pay a subscription to be part of our network and to receive project leads. You only pay the contractor you choose, for the work you agree on in your contract.",
    },
    {
      question: "What if I'm not satisfied with the work?",
      answer:
        "Our quality and satisfaction guarantee means we stay involved until the job is done right. If something goes wrong, contact our customer team and we will work with you and the contractor to find a fair solution, through our dispute resolution process if needed. Contractors who do not meet our standards are removed from the network.",
    },
    {
      question: "How quickly can work start?",
      answer:
        "Most projects receive replies from interested contractors within 24 hours of being published. Many contractors can start within a week, depending on the size of the job, permits and materials. For emergencies such as burst pipes, no heat or electrical hazards, we can often connect you with someone the same day.",
    },
  ],
};

/** Short reasons listed beside the contact form. */
export const whyChooseUs: string[] = [
  "Licensed and insured contractors",
  "Verified and background-checked professionals",
  "Free, no-obligation quotes",
  "Replies within 24 hours",
  "Local Toronto team you can call",
];
