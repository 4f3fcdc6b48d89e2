// Legal pages: privacy policy, terms of service and cookie policy, written for a business in
// Ontario: PIPEDA governs personal information (Ontario has no private-sector privacy statute of
// its own), CASL governs commercial e-mail, and the Consumer Protection Act, 2002 governs
// home-renovation agreements. Contact details come from the site config.
import { site } from "./site";
import { slugify } from "./slug";

/** A list whose items open with a short term in bold, e.g. a storage key or a kind of data. */
export interface LegalList {
  items: { term: string; text: string }[];
}

/** A paragraph, or a list. */
export type LegalBlock = string | LegalList;

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
  /** The closing Contact Us section: its lead sentence and who the mail is addressed to. */
  contact: { lead: string; attention?: string };
}

/** In-page anchors of a document's sections, in order, the closing Contact Us section last. */
export function legalAnchors(document: LegalDocument, contactHeading: string) {
  return [...document.sections.map((section) => section.heading), contactHeading].map(
    (heading) => ({ heading, id: slugify(heading) }),
  );
}

const LAST_UPDATED = "2026-12-02";

/** The postal address every document ends with. */
export const mailingAddress = `${site.address.streetAddress}, ${site.address.addressLocality}, ${site.address.addressRegion} ${site.address.postalCode}, Canada`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  // What is said before a hire (questions, answers, notes, private messages, site visits) and
  // reports of it: what is kept, who sees it, how long.
  lastUpdated: "2026-12-04",
  intro: `${site.brand} connects homeowners and businesses in Toronto and across Ontario with home-improvement contractors. This policy explains what personal information we collect when you use our website, why we collect it, what is made public, who we share it with and the choices you have. Ontario does not have its own privacy law for private businesses, so we handle personal information under the federal Personal Information Protection and Electronic Documents Act (PIPEDA) and its ten fair information principles.`,
  sections: [
    {
      heading: "Our Responsibility",
      blocks: [
        `${site.brand} is responsible for the personal information under its control, including information we pass to service providers who work for us. We have appointed a Privacy Officer who is accountable for our compliance with this policy and with PIPEDA. You can reach the Privacy Officer using the contact details at the end of this policy.`,
        "We train our staff on how to handle personal information, and our contracts with service providers require them to protect it to a standard comparable to ours and to use it only to provide services to us.",
      ],
    },
    {
      heading: "Information We Collect",
      blocks: [
        "Homeowners post projects and answer proposals without an account. Contractors can send proposals without one too, and may open a free account, signed in by a link e-mailed to their address (there is no password), to keep a public profile, receive alerts of new projects and have their work count on their profile. We collect only what the purposes below need, when you give it to us or when your browser makes a request to our servers:",
        {
          items: [
            {
              term: "Projects you post",
              text: "the title, description, category, budget range, timeline, urgency, the municipality you choose, the location you describe and the requirements of your project, the name you give as the homeowner, your e-mail address, whether the work is for your household, any photos you upload, and whether you asked for occasional news and tips. If you give a postal code, we keep only its first three characters (for example M4E), never the whole code.",
            },
            {
              term: "Proposals",
              text: "the contractor's name, e-mail address and phone number, the bid range, timeline, approach, experience, materials, warranty and notes, how many days the proposal stands, and for an itemised quote its line items, prices, deposit, payment schedule, dates, permits, business name and address, HST number and licence numbers; with whether the homeowner accepted or declined it or the contractor withdrew or renewed it.",
            },
            {
              term: "Contractor accounts and profiles",
              text: "the account's e-mail address and when it was made; the profile's business name, contact name, phone number, trades, service areas and the credentials the contractor states; where and what they want alerts for (municipalities or a base and a distance, the smallest budget, whether urgent work suits them), how often, and the moment they turned alerts on; the projects they chose to hide from their matches; and each signed-in session (when it started and ends, with the IP address and browser description it started from, to keep accounts secure).",
            },
            {
              term: "Written agreements",
              text: "when a homeowner accepts an itemised quote: the agreement's terms, the address and details each party adds (for an agreement negotiated in person, the name of the person who negotiated it for the contractor and where and when they met), the name each party types to confirm it and the time, change orders and their confirmations, a notice of cancellation the homeowner gives, with its reason and time, how the work ended as a party recorded it, and the homeowner's consent, if given, to show the project's photos on the contractor's profile.",
            },
            {
              term: "Questions, answers and notes",
              text: "a question a signed-in contractor asks about a listed project, with the account that asked it and when; the homeowner's answer and when it was given; the notes a homeowner adds to their project for contractors, with their date; and, for one our staff took off the page, when and that it was our staff. We keep the text as it was written.",
            },
            {
              term: "Private messages",
              text: "the conversation between a homeowner and a contractor about one proposal: the text and photos each sends, who sent each and when, and whether the other has read it.",
            },
            {
              term: "Site visits",
              text: "the times a party offers for a visit to the property, the time chosen, a change or cancellation with its reason, and, only for a confirmed visit and only if the homeowner allows it, the street address the contractor is given for it.",
            },
            {
              term: "Reviews and reports",
              text: "a review a party of a completed agreement writes (a rating, text and the other party's response); a report of a review or of a project, with its reason and who sent it; and a report of a question, an answer, a note or a message, with its reason, the reporter's own words if they add any, how many people reported it and our decision. A report of a question, an answer, a note or a message does not record who sent it.",
            },
            {
              term: "Messages to us",
              text: "your name, e-mail address, phone number if you give one, and the subject and content of a message you send through the contact form.",
            },
            {
              term: "E-mail we send",
              text: "the address each message went to, which kind of message it was, when and whether it was delivered, whether an address has opened a link we sent it, and the kinds of messages an address asked us to stop, so we can retry a failed message, honour unsubscribe requests and limit mail to addresses nobody proved.",
            },
            {
              term: "Technical data",
              text: "your IP address, browser type, the pages you request and the time of each request, which our servers use to deliver the site, count requests against abuse limits and keep it secure.",
            },
          ],
        },
        "Please do not include sensitive information, such as health or financial details, in a project description, proposal or message. The information we keep in your own browser, such as your theme, favourites and the private keys of your projects and proposals, is described in our Cookie Policy.",
      ],
    },
    {
      heading: "How We Use Your Information",
      blocks: [
        "We identify the purposes for collecting personal information at or before the time we collect it. We use your information to publish your project once you confirm it from the link we e-mail you, to send it to contractors whose alerts match it, to let contractors send, renew and withdraw proposals, to let you compare, accept or decline them, to make and keep the written agreement of an accepted itemised quote, to publish reviews of completed agreements, and to read and answer the messages you send us.",
        "We use a homeowner's e-mail address to confirm the project, to send its private manage link, notices about it (new or withdrawn proposals, questions contractors ask) and, while it has proposals and no answer, up to three questions about where it stands. It is never shown on the site. We send news and tips only if you ticked the box that asks for them, which is never ticked in advance.",
        "We use a contractor's e-mail address to send a receipt with the proposal's private tracking link, to say when the homeowner accepts, declines, hires someone else or closes the project, to remind them before a proposal lapses, to send the notes a homeowner adds to a project they bid on or asked about (several notes at once in one message, with a link to stop them), and, for an account, to send sign-in links, the homeowner's answers to the questions they asked and, only if they turned them on, alerts of new projects that match what they chose. An alert describes the project (its category, municipality, budget and title) and never the homeowner's name or contact details.",
        "We also use information to prevent fraud, spam and misuse (for example, limits on how many messages an address nobody proved can receive, and holding for review a post that carries contact details), to keep the site secure and working, and to meet our legal obligations.",
        "We will not use your personal information for a new purpose without first identifying that purpose and, where required, asking for your consent. We do not sell or rent personal information to anyone.",
      ],
    },
    {
      heading: "Your Consent",
      blocks: [
        "We collect, use and disclose personal information with your knowledge and consent, except where the law allows otherwise. When you post a project, send a proposal, open an account or send us a message, you consent to our using the information you provide for the purposes explained on the form and in this policy.",
        "The form of consent we seek depends on how sensitive the information is and what you would reasonably expect. We ask for express consent, and record when it was given, before sending news and tips or alerts of new projects; turning alerts off withdraws it.",
        "You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting us. If you withdraw consent, we may no longer be able to publish your project or provide some services, and we will explain the consequences to you.",
      ],
    },
    {
      heading: "What Is Public and What We Share",
      blocks: [
        "Listed projects are public. The title, description, category, budget range, timeline, urgency, municipality, the location you describe, requirements and photos of a project you post, and your first name with the initial of your last name (\u201cJordan L.\u201d), can be seen by anyone. Your e-mail address, whole name, postal code and answer about household use are not. We recommend describing the location by neighbourhood or street, never your house number.",
        "Before we store an uploaded photo, we convert it to a standard image and remove the information cameras and phones embed in image files, such as the GPS position where the photo was taken. Please still check that your photos do not show house numbers, licence plates, documents or people who have not agreed to appear in them.",
        "A contractor's public profile (/pros/…) shows the business name, trades, service areas and stated credentials, how many agreements were confirmed through the site, the completed work (each project's title, category and day, and its photos only while the homeowner's consent stands) and the published reviews. It does not show the contractor's e-mail address, phone number or alert settings.",
        "A published review shows who wrote it (the homeowner or the contractor, by role), its rating and text, the month of the work, how it ended and the agreement's value as a budget range, with the contractor's response. It never shows the homeowner's name, address, street or the exact price. A review we hide under the published rules stays visible to its author with the reason.",
        "A contractor's question about a listed project is seen only by its homeowner, the contractor who asked and our staff until the homeowner answers it. Then the question and its answer are shown on the project's page to anyone, as are the notes the homeowner adds, with the date but never the contractor's name or account. Telephone numbers, e-mail addresses and web addresses in them are replaced on the page and in our e-mails by words saying that contact details are shared once the homeowner hires; we keep the text as it was written.",
        "Private messages are seen only by the homeowner and the contractor of their proposal, and by our staff when one of them reports a message or asks us for help. Site visit records are seen only by those two parties and our staff; the street address of a confirmed visit is shown to the contractor only when the homeowner allows it. The other contractors who bid see neither.",
        "A report of a question, an answer, a note or a message, and the reported text as it was written, are seen only by our staff. When we take an item off the page, it is gone for everyone else, and its homeowner and, for a question, the contractor who asked see that our staff removed it, never who reported it.",
        "Proposals are private. A proposal, with the contractor's contact details, is shown only to the homeowner of its project, to the contractor through the proposal's tracking link or their account, and to our staff. The other contractors who bid are told only that the project hired someone, reopened or closed, never who or at what price.",
        "A written agreement, with both parties' names, addresses and contact details, is shown only to its two parties, through their private links, and to our staff, and is e-mailed to both once both have confirmed it.",
        "A homeowner's e-mail address is released, with their whole name, only to the contractor whose proposal they accept. Once you share information with a contractor, that contractor is an independent business responsible for how it handles it; our terms require contractors to use customer information lawfully and only for your project.",
        "Messages you send us through the contact form, and reports, are seen only by our staff. We share information with service providers who host our website and database, store photos and deliver e-mail, only as much as they need for that work. We may disclose information where required or permitted by law, for example in response to a court order or to prevent fraud, or to a buyer or successor if our business is reorganized or sold, who must continue to protect it under this policy.",
      ],
    },
    {
      heading: "Commercial Electronic Messages",
      blocks: [
        "Under Canada's Anti-Spam Legislation (CASL), we send commercial electronic messages, such as news and tips or alerts of new projects, only with your express consent, which we record with its time, or where the law otherwise allows.",
        `Every message we send identifies ${site.brand}, includes our mailing address and contact information, and contains a way to stop messages of its kind at no cost; the stop link in an alert turns the account's alerts off. We act on unsubscribe requests at once and always within 10 business days. Messages about a project you posted, a proposal you sent, an agreement you are party to or a link you asked for are sent because of what you did on the site; each still carries its stop link.`,
        'An e-mail to an address that has never opened a link we sent it also carries a "this was not me" link, which stops every e-mail to that address.',
      ],
    },
    {
      heading: "Accuracy and Retention",
      blocks: [
        "We try to keep personal information as accurate, complete and up to date as needed for its purposes. You can correct a project or a profile yourself, and tell us when other details change.",
        {
          items: [
            {
              term: "Projects and proposals",
              text: "a post never confirmed from its e-mail link is deleted with its photos after 72 hours. A listed project and its proposals are kept while it is on the site; its owner can delete it at any time, with its proposals, questions, answers, notes, private messages, site visit records, the reports of them and photos, unless a party has confirmed its written agreement. Photos uploaded for a project never posted are deleted once a day has passed.",
            },
            {
              term: "Questions, answers, notes, messages and visits",
              text: "kept with their project and deleted with it. A note its homeowner removes is deleted at once; one our staff took off the page is kept, without being shown, as the record of what was removed, until the project is deleted. The exception is what an accepted agreement lists as the messages before it, and the visit it records: they are part of the agreement's record and kept as long as it is.",
            },
            {
              term: "Reports",
              text: "a report of a question, an answer, a note or a message is kept while it waits for our decision and for 90 days after it, so that we can answer a question about the decision; then it is deleted. A report is deleted sooner with its project.",
            },
            {
              term: "Written agreements",
              text: "kept, with their change orders, notices of cancellation, records of how the work ended, reviews, the private messages the agreement lists as the messages before it and the site visit it records, for seven years after the work ends; our Privacy Officer then deletes them. Seven years covers the six years for which the Income Tax Act requires business records to be kept and the time in which either party may need the agreement to make or answer a claim. Neither party can change or delete a confirmed agreement through the site during that time.",
            },
            {
              term: "Accounts",
              text: "kept until the contractor asks us to close the account; its profile then leaves the site, its proposals and agreements are kept as above, and its answered questions stay on their projects' pages without any link to the account. A signed-in session ends after 30 days, or when they sign out.",
            },
            {
              term: "Private links",
              text: "a manage link or an agreement key unused for a year stops working; a sign-in link works for minutes. Once an e-mail carrying a link is sent, we erase the link from our copy of the message.",
            },
            {
              term: "Messages and technical data",
              text: "contact messages are kept for up to two years; request counts for abuse limits are kept for minutes, and server logs for up to 90 days unless needed to investigate a security incident.",
            },
          ],
        },
        "When information is no longer needed, we securely delete it or make it anonymous.",
      ],
    },
    {
      heading: "Safeguards and Storage Outside Canada",
      blocks: [
        "We protect personal information with security measures appropriate to its sensitivity, including encrypted connections (HTTPS), access for staff on a need-to-know basis, and physical and technical controls at our hosting providers. The private manage token that lets you edit a project you posted, and the tracking token of a proposal, are never stored on our servers in readable form: we keep only a scrambled (hashed) version of each, and once an e-mail carrying such a link has been sent, we erase the link from our copy of the message.",
        "No method of transmission or storage is completely secure. If a breach of security safeguards creates a real risk of significant harm to you, we will notify you and report the breach to the Office of the Privacy Commissioner of Canada as soon as feasible, as PIPEDA requires, and we keep a record of every breach.",
        "Some of our service providers may store or process information outside Canada, including in the United States. While it is there, it is protected by contract but is subject to the laws of that country, and may be accessed by its courts, law enforcement and national security authorities.",
      ],
    },
    {
      heading: "Children",
      blocks: [
        "The site is meant for adults. You must be at least 18 years old to post a project, submit a proposal or send us a message, and we do not knowingly collect personal information from anyone younger. If you believe a minor has given us personal information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Accessing and Correcting Your Information",
      blocks: [
        "You have the right to ask whether we hold personal information about you, to see that information, to learn how it has been used and to whom it has been disclosed, and to ask us to correct anything that is inaccurate or incomplete.",
        "Send your request in writing to our Privacy Officer using the contact details below. We may ask you to verify your identity. We will respond within 30 days, or tell you within that time if we need up to 30 more days as the law allows, and there is no charge for a simple request.",
        "In some cases the law allows or requires us to refuse access, for example where the information would reveal personal information about someone else or is subject to legal privilege. If we refuse, we will tell you why in writing and how you can challenge our decision.",
      ],
    },
    {
      heading: "Questions and Complaints",
      blocks: [
        "If you have a question or concern about how we handle your personal information, please contact our Privacy Officer first. We will investigate every complaint and, if it is justified, take appropriate steps to fix the problem, including changing our practices where needed.",
        "If you are not satisfied with our response, you have the right to file a complaint with the Office of the Privacy Commissioner of Canada. You can reach the Commissioner online at www.priv.gc.ca or by phone at 1-800-282-1376.",
      ],
    },
    {
      heading: "Changes to This Policy",
      blocks: [
        "We review this policy regularly. When we make changes, we post the new version on this page with a new “last updated” date, and if a change is significant we will give notice on the site before it takes effect. We will not use information we already hold for a new purpose without your consent where the law requires it.",
      ],
    },
  ],
  contact: {
    lead: "To make a privacy request or ask a question about this policy, contact our Privacy Officer:",
    attention: "Privacy Officer",
  },
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  // The estimate rule reworded as s. 10 of the Consumer Protection Act, 2002 states it.
  lastUpdated: "2026-12-03",
  intro: `These terms govern your use of the ${site.brand} website and services. By browsing the site, posting a project, submitting a proposal or sending us a message, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site. In these terms, “we”, “us” and “our” mean ${site.brand}, and “you” means anyone who uses the site, whether as a homeowner, a business or a contractor.`,
  sections: [
    {
      heading: "Our Role as a Marketplace",
      blocks: [
        `${site.brand} is an online marketplace. We help homeowners and businesses describe their projects, connect them with contractors, and give both sides tools to exchange and compare proposals.`,
        "Contractors are independent businesses. They are not our employees, agents or partners, and we do not perform, supervise or control the work. Any agreement to carry out work is made directly between you and the contractor, and we are not a party to it.",
        "Any contractor can browse posted projects and submit a proposal. We do not check contractors' licences, insurance, WSIB coverage or references, and we do not guarantee their work, so make your own checks and judgment before hiring anyone. Our How It Works page and our guides explain what to ask for.",
      ],
    },
    {
      heading: "Using the Site",
      blocks: [
        "You do not need an account to browse projects, save favourites, post a project or contact us. You must be at least 18 years old, the age of majority in Ontario, to post a project, submit a proposal or enter into an agreement through the site.",
        "Projects you post are public: anyone who visits the site can see them. When you post a project, you receive a private manage link, and your browser keeps the token in it, which lets you edit or delete the project and review its proposals. Anyone who has the link can manage the project, so keep it private. If you lose it and gave an e-mail address when you posted, you can have the manage links of your projects e-mailed to that address again from the Lost your manage link page; otherwise, contact us and we will help once we have confirmed that the project is yours.",
        "You agree to give accurate, current and complete information and to keep it up to date. A project is published once you open the link we e-mail to the address you give; we may review a project before it is listed, and tell you if we do not list it. We may edit a project for formatting, and we may remove any project, proposal or message that breaks these terms.",
      ],
    },
    {
      heading: "Fees",
      blocks: [
        "Posting a project, receiving proposals and comparing quotes are free for homeowners and businesses, with no obligation to hire. You pay only the contractor you choose, on the terms of your contract with them.",
        "Browsing posted projects and submitting proposals are free for contractors. If we ever introduce a fee, we will explain it on the site and update these terms before anyone is charged.",
      ],
    },
    {
      heading: "Homeowner Responsibilities",
      blocks: [
        "If you post a project, you agree to describe it honestly, including its size, location, condition and any known hazards such as asbestos, mould or knob-and-tube wiring, and to post only projects you genuinely intend to have done.",
        "Before hiring, you are responsible for checking that a contractor is right for your job, including their licences, insurance, WSIB clearance, references and the terms of their contract. You are also responsible for giving safe access to the work site, for any permits that are yours to obtain, and for paying the contractor as agreed.",
      ],
    },
    {
      heading: "Contractor Responsibilities",
      blocks: [
        "If you are a contractor, you agree to hold and maintain every licence, certificate, registration and permit your trade and the job require, such as an ESA Licensed Electrical Contractor licence, TSSA registration or a Skilled Trades Ontario certificate of qualification, together with WSIB coverage or a clearance certificate where required and adequate commercial general liability insurance.",
        "You agree to do the work safely and competently, to comply with the Ontario Building Code, the Occupational Health and Safety Act, the Consumer Protection Act, 2002 and every other law that applies, to quote honestly, and to respond to homeowners promptly.",
        "You agree to use the contact details and project information you receive through the site only for the project concerned, and not to add homeowners to marketing lists without their consent as Canada's Anti-Spam Legislation requires.",
      ],
    },
    {
      heading: "Proposals and Contracts",
      blocks: [
        "A simple proposal submitted through the site (a price range) is an estimate and an invitation to discuss the work. It is not a contract. Accepting a simple proposal on the site records your choice, and you then contact the contractor to go ahead; the binding agreement is the written contract you make directly with the contractor.",
        "An itemised proposal marks each line as a fixed price, an estimate or an allowance. In the written agreement made from it, a fixed line is the full price of that work, and an estimate or allowance may not be exceeded by more than 10%, except for additional or different work the homeowner asks for, as the Consumer Protection Act, 2002 (s. 10) provides.",
        `When a homeowner accepts an itemised proposal, ${site.brand} prepares a written agreement from it. Nothing in it binds either party until both have confirmed it. Once both the homeowner and the contractor have added what the law requires of it and confirmed it by typing their names, it is the written agreement between the two of them; ${site.brand} is not a party to it, does not check the licence numbers in it and does not give legal advice. After confirmation it cannot be edited; changes are made as numbered change orders that both confirm.`,
        "Under Ontario's Consumer Protection Act, 2002, a home-renovation agreement worth more than $50 that is made in your home, or where the work will be done later, generally must be in writing, and you must receive a copy. Where the agreement is made in your home rather than at the contractor's place of business, you generally have a 10-day cooling-off period to cancel it without giving a reason. If a contractor gives you an estimate, they generally may not charge more than 10% above it; a higher price can be agreed only for additional or different work you ask for.",
        "Before work starts, make sure your contract sets out the scope of work, price, payment schedule, start and completion dates, warranties, who obtains the permits and how changes will be handled. Avoid paying large deposits in cash, and keep copies of every document and receipt.",
      ],
    },
    {
      heading: "Reviews and Profiles",
      blocks: [
        "A review can be written only by a party to a written agreement that both the homeowner and the contractor confirmed on the site, once the record of how the work ended stands (acknowledged by the other party, or left unanswered for 7 days). The work may have been completed, abandoned or terminated, and the review says which. Each party writes one review of the other. Neither sees the other's until both have written theirs or 14 days have passed since the record stood; then both are published.",
        "A contractor's public profile counts only the reviews of homeowners who proved their e-mail address on the site with an address the contractor's account has never used. A review shows the month of the work and the agreement's value as a range, never the street or the price. The contractor may publish one answer to each review.",
        {
          items: [
            {
              term: "What a review may say",
              text: "anything true about the work under that agreement and the dealings around it, favourable or not. We do not hide a review for being negative, and we never edit one.",
            },
            {
              term: "What we hide",
              text: "a review that gives someone's personal information (a telephone number, an e-mail or street address, a licence plate), threatens, harasses or demeans anyone, advertises, is not about that agreement's work, or was written in exchange for payment, a discount or a favour; and one a court or tribunal has found unlawful or defamatory.",
            },
            {
              term: "How",
              text: "anyone can report a published review from the profile; each report comes to us, and we decide it ourselves, not by counting reports. A hidden review keeps its place with the reason we gave, and its author is told by e-mail with that reason. If you think we hid yours by mistake, write to us through the contact form and name the review.",
            },
          ],
        },
        "A profile shows what the contractor wrote about their business, the written agreements confirmed by both parties on the site, completed work with the photos the homeowner agreed to show, and reviews as above. We check that each party to those agreements received and opened mail at its own address and confirmed through its own link. We do not check anyone's identity, licences or insurance, or the quality of the work: the profile links to the public registries where licences can be looked up.",
      ],
    },
    {
      heading: "Your Content and Photos",
      blocks: [
        "You keep ownership of the text, photos and other content you submit. By submitting content, you give us a non-exclusive, royalty-free, worldwide licence to host, store, copy, display, resize and format it so we can run the marketplace, show your project to contractors and visitors, and promote our services. This licence ends when the content is removed from the site, except for copies we must keep by law or in backups that are deleted in the normal course.",
        "You confirm that you own your content or have permission to use it, that it does not infringe anyone else's rights, and that anyone identifiable in your photos has agreed to appear in them.",
        `All other material on the site, including the ${site.brand} name, logo, design, text and images, belongs to us or our licensors and may not be copied or reused without our written permission.`,
      ],
    },
    {
      heading: "Prohibited Use",
      blocks: [
        "You may not use the site to post false, misleading or fraudulent projects, proposals or reviews; impersonate any person or business; harass, threaten or discriminate against anyone; or post content that is unlawful, defamatory, obscene or infringes someone else's rights.",
        "You may not collect contact details of other users to send them unsolicited messages, copy or scrape the site with automated tools, interfere with its security or operation, send requests faster than a person could, try to manage projects you do not own, or use the site to avoid paying for services you have agreed to buy.",
        "If you break these rules, we may remove your content, block your access and, where appropriate, report the matter to the authorities.",
      ],
    },
    {
      heading: "Disclaimers and Limitation of Liability",
      blocks: [
        "We provide the site “as is” and “as available”. To the extent permitted by law, we do not guarantee that the site will always be available or error-free, and we do not give any warranty about the quality, safety, timing or legality of work done by contractors, about the accuracy of information users post, or that a project will receive proposals.",
        "To the extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for loss of profits, data or opportunity, arising from your use of the site or from any dealings between you and a contractor. Where we are found liable, our total liability to you is limited to the greater of $100 and the amount you paid us in the twelve months before the claim.",
        "Nothing in these terms excludes or limits any right you have as a consumer under the Consumer Protection Act, 2002 or any other law that cannot be waived or limited by agreement.",
      ],
    },
    {
      heading: "Governing Law and Changes",
      blocks: [
        "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Subject to any rights you have under consumer protection law, including your right to bring a claim in the Ontario courts, you agree that any dispute about these terms or the site will be heard by the courts located in Toronto, Ontario.",
        "We may update these terms from time to time. We will post the new version on this page with a new “last updated” date and, for significant changes, give notice on the site before they take effect. Continuing to use the site after changes take effect means you accept the updated terms. If any part of these terms is found to be unenforceable, the rest remains in effect.",
      ],
    },
  ],
  contact: { lead: "Questions about these terms? Contact us:" },
};

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains how ${site.brand} uses cookies and similar browser storage, and how you can control them. In short, browsing sets no cookie (one is set only when a contractor signs in), we keep only the few settings the site needs to work in your own browser, and we do not use advertising or third-party tracking of any kind. It should be read together with our Privacy Policy.`,
  sections: [
    {
      heading: "What Cookies and Browser Storage Are",
      blocks: [
        "Cookies are small text files a website asks your browser to save. They are sent back to the website with every request, and some are used to track people across many sites.",
        "Local storage is a similar browser feature that lets a website keep small pieces of information on your own device, so they are still there the next time you visit. Unlike cookies, local storage is not sent to the website automatically, and only the website that created it can read it.",
      ],
    },
    {
      heading: "What We Store and Why",
      blocks: [
        "Browsing our site sets no cookie. The one cookie we use is set only when a contractor signs in at /pro: “torontopros.session_token” (named “__Secure-torontopros.session_token” on a secure connection) keeps them signed in for up to 30 days or until they sign out. It is HttpOnly, so no script can read it, sent only to our site, and strictly necessary for the account they asked for. Apart from it, the site uses only strictly necessary local storage, and each item exists only so a feature you chose works:",
        {
          items: [
            {
              term: "theme",
              text: "remembers whether you chose the light or dark theme, so the site looks the way you prefer each time you visit. It contains only the word “light” or “dark”. Until you choose, nothing is stored and the site follows your device's light or dark setting.",
            },
            {
              term: "favorites",
              text: "remembers the projects you saved to My Favorites. It contains only the project numbers, not your name or any other personal information.",
            },
            {
              term: "manageTokens",
              text: "when you post a project from this browser or open its private manage link, keeps the token that lets you edit or delete that project and review its proposals. It is sent to our servers only when you manage the project.",
            },
            {
              term: "trackingTokens",
              text: "when you send a proposal from this browser or open its private tracking link, keeps the token that shows you whether the homeowner accepted the proposal and lets you withdraw it while it is pending. It is sent to our servers only when you open the proposal's tracking page.",
            },
            {
              term: "sentProposals",
              text: "when you send a proposal from this browser, remembers which project it was for, so that project's page says you sent one and links to its tracking page. It contains only the project and proposal numbers.",
            },
            {
              term: "draft:post-project",
              text: "while you fill in the project form, keeps what you typed (not your photos) so a reload or a lost connection does not lose it. It is deleted when you post the project, and nothing of it reaches us until you do.",
            },
            {
              term: "draft:proposal:{project number}",
              text: "the same for a proposal you are writing on that project, deleted when you send it.",
            },
            {
              term: "agreementKeys",
              text: "when you open a written agreement through its private link, keeps the key that opens it again from this browser, so you can come back to confirm it or a change order. It is sent to our servers only when you open the agreement.",
            },
            {
              term: "operatorToken",
              text: `used only by ${site.brand} staff, who open the Contractor Dashboard with a private operator link to moderate projects. Other visitors never have it.`,
            },
          ],
        },
        "Apart from a manage, tracking or agreement key when you use it, this information stays on your device: it is not sent to us, and it is not shared with anyone else. Because it is strictly necessary for features you ask for, we do not ask for consent before storing it.",
      ],
    },
    {
      heading: "What We Do Not Use",
      blocks: [
        "We do not use advertising cookies, analytics cookies, third-party tracking cookies or social media tracking pixels, and we do not let advertisers or other companies place cookies through our site. Every image, font and script on our pages is served from our own site. We do not use browser storage to build a profile of you or to follow you around the web.",
        "Our pages link to our social media profiles, but these are ordinary links. The social networks can only set their own cookies if you follow a link and visit their sites, and their own policies then apply.",
        "If we ever want to add analytics or any other non-essential storage, we will update this policy first and ask for your consent where the law requires it.",
      ],
    },
    {
      heading: "Managing and Clearing Browser Storage",
      blocks: [
        "You can see and delete the information our site stores at any time through your browser settings. In most browsers, look for the option to clear site data, or cookies and site data, usually under Privacy or Privacy and security. You can usually clear storage for a single site or for all sites.",
        "Clearing our site's storage resets the theme to light, empties My Favorites and removes the manage token for any project posted from this browser, the tracking token for any proposal sent from it, and any form you had not sent yet. You can also remove favourites one by one, or use Clear All on the My Favorites page.",
        "If you remove a manage token and still need to change a project you posted, use the private manage link you received when you posted it, have it e-mailed to you again from the Lost your manage link page if you gave an e-mail address, or contact us and we will help once we have confirmed that the project is yours. A removed tracking token comes back when you open the tracking link from your receipt e-mail. Private or incognito windows delete their storage when you close them, so settings and favourites saved there are not kept.",
      ],
    },
    {
      heading: "Changes to This Policy",
      blocks: [
        "We may update this policy when we change the way the site works or when the law changes. We will post the new version on this page with a new “last updated” date.",
      ],
    },
  ],
  contact: { lead: "Questions about cookies or browser storage? Contact us:" },
};

export const legalDocuments = [privacyPolicy, termsOfService, cookiePolicy];
