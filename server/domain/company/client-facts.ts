// Every fact on the site that only the client can supply. Until they do, the content holds a sample
// value wrapped in sample("<id>", value) (./sample.ts), and `npm run build` prints what is left.
// docs/client-facts.md lists the same facts for the client; a unit test keeps the two in step.

export interface ClientFact {
  /** What the client must supply. */
  what: string;
  /** Where it is written, in app/content/. */
  where: string;
  /** Why a sample value must not go live. */
  why: string;
}

export const clientFacts = {
  "legal-name": {
    what: "The operating company's legal name",
    where: "server/domain/company/company-details.ts (legalName), or the back office: Content, Company details",
    why: "Imprint, terms, privacy controller and invoices name the legal entity; a wrong name makes them void.",
  },
  address: {
    what: "Street address of the venue and the registered office",
    where: "server/domain/company/company-details.ts (address), or the back office: Content, Company details",
    why: "Imprint duty (§ 5 DDG), directions, maps link, structured data and mail signatures.",
  },
  phone: {
    what: "Main telephone number",
    where: "server/domain/company/company-details.ts (phone), or the back office: Content, Company details",
    why: "Imprint duty; the header, footer and contact page call it.",
  },
  whatsapp: {
    what: "WhatsApp Business number",
    where: "server/domain/company/company-details.ts (whatsapp), or the back office: Content, Company details",
    why: "The WhatsApp button opens a chat with this number.",
  },
  "email-addresses": {
    what: "E-mail addresses for sales, general enquiries, privacy and careers",
    where: "server/domain/company/company-details.ts (email), or the back office: Content, Company details",
    why: "Visitors write to them; the privacy address is the data-protection contact the privacy page names.",
  },
  "social-profiles": {
    what: "The company's LinkedIn, Instagram, TikTok and YouTube profile addresses",
    where: "server/domain/company/company-details.ts (social), or the back office: Content, Company details",
    why: "The footer links to them and structured data names them as the organisation's profiles.",
  },
  "register-entry": {
    what: "Register court and commercial register number (HRB)",
    where:
      "server/domain/company/company-details.ts (register.court, register.number), or the back office: Content, Company details",
    why: "Imprint duty (§ 5 DDG); an invented register number is a false statement of fact.",
  },
  "vat-id": {
    what: "VAT identification number (USt-IdNr.)",
    where: "server/domain/company/company-details.ts (register.vatId), or the back office: Content, Company details",
    why: "Imprint duty (§ 5 DDG) and invoices.",
  },
  "managing-directors": {
    what: "Names of the managing directors",
    where:
      "server/domain/company/company-details.ts (register.managingDirectors), or the back office: Content, Company details",
    why: "Imprint duty (§ 5 DDG): the people legally representing the company.",
  },
  "partnership-contact": {
    what: "Name, role and e-mail of the development-partnerships contact",
    where:
      "server/domain/company/company-details.ts (partnershipContact), or the back office: Content, Company details",
    why: "The gated /development page and its proposal name this person.",
  },
  testimonials: {
    what: "Client testimonials: quote, names, roles and companies, with their written consent",
    where: "app/content/testimonials.ts",
    why: "Invented testimonials are misleading advertising (UWG); real ones need the quoted people's consent.",
  },
  "webinar-voices": {
    what: "The two quotes on the webinar landing page, with names and roles",
    where: "app/content/webinar-landing.ts (testimonials)",
    why: "Presented as statements of real people.",
  },
  "event-rates": {
    what: "The event floors' half-day and evening rates (the full-day rate is the published 'from' price)",
    where: "server/domain/enquiries/price-list.ts (defaultPriceList.floorRates)",
    why: "The enquiry's instant estimate quotes them to planners until the team sets the price list in the back office.",
  },
  "add-on-prices": {
    what: "The add-ons planners can choose in an enquiry and their net prices (LED content, technician hours, catering tiers)",
    where: "server/domain/enquiries/price-list.ts (defaultPriceList.addOns)",
    why: "The enquiry's instant estimate adds them up; an invented price misleads planners.",
  },
  "webinar-host": {
    what: "The webinar host's name and role",
    where: "server/domain/webinar/webinar.ts (webinar.host)",
    why: "Registrants are promised this person; the invitation and confirmation name them.",
  },
  "handbook-team": {
    what: "The event team shown in the handbook: names and roles",
    where: "app/content/gated/handbook.server.ts (team)",
    why: "Event planners are told these are their contacts.",
  },
  "reference-clients": {
    what: "The client list shown in the handbook's types of events",
    where: "app/content/gated/event-types.server.ts (clients)",
    why: "Naming companies as clients needs them to be clients, and their permission.",
  },
  "careers-roles": {
    what: "Open positions with their tasks and requirements, and the team size",
    where: "app/content/careers.ts (roles, intro)",
    why: "Applicants apply for these roles; advertising roles that do not exist misleads them.",
  },
  "film-ids": {
    what: "The Vimeo ids of the gallery films",
    where: "app/content/films.ts (vimeoId), or the back office: Content, Films",
    why: "The film dialogs embed these videos; sample ids play nothing or someone else's video.",
  },
  "home-film": {
    what: "The Vimeo address of the home page film",
    where: "app/content/home.ts (film.src)",
    why: "The 'Watch the film' dialog embeds it.",
  },
  "social-video-links": {
    what: "The LinkedIn and Vimeo addresses of the four event videos on the home page",
    where: "app/content/home.ts (experience.videos)",
    why: "The video cards link to these posts.",
  },
  "matterport-model": {
    what: "The Matterport model id of the 360° tour",
    where: "app/content/virtual-tour.ts (src)",
    why: "/360-view embeds this model; a sample id shows no tour or another building.",
  },
  "hosting-and-mail": {
    what: "Where the website and its database are hosted, and which e-mail provider sends the site's mail",
    where: "app/content/legal/privacy.ts (processors)",
    why: "The privacy policy names the processors and where data is stored (Art. 13 GDPR); it must match the real contracts.",
  },
  "webinar-room": {
    what: "The webinar platform and the join link of each session's live room",
    where:
      "server/db/migrations/0005_webinar_sessions.sql (the first session's join_url); later sessions: the back office's Webinars page (Join link)",
    why: "Registrants receive the link by e-mail, by SMS and on their confirmation page; the sample room on live.spark-frankfurt.de does not exist.",
  },
} as const satisfies Record<string, ClientFact>;

export type ClientFactId = keyof typeof clientFacts;
