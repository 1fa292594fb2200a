// The site's navigation (spec section 2, 'Header and footer'): the header's links and menus, the
// mobile drawer's groups and the footer's link groups. Hrefs with #anchors scroll to a section.
import { art, type ArtSlot } from "~/lib/art";
import { capacityText } from "../../server/domain/company/venue-figures";

export interface NavLinkItem {
  name: string;
  href: string;
  description?: string;
  features?: string[];
  image?: ArtSlot;
}

/** Menu groups are shown in capitals (STAGES, SPACES, OFFICES) by CSS; their names stay readable. */
export interface NavMenu {
  id: "use-cases" | "venues";
  label: string;
  /** The link on top of the menu: 'All Use Cases' / 'All Venues'. */
  all: NavLinkItem;
  /** Width of the desktop dropdown in px (spec: 800 and 900). */
  width: number;
  groups: NavLinkItem[];
  /** The venue menu's floor types, with their own overview link. */
  floors?: { title: string; all: NavLinkItem; items: NavLinkItem[] };
}

export type PrimaryNavItem = { kind: "link"; link: NavLinkItem } | { kind: "menu"; menu: NavMenu };

/** The one location the site shows; its link is the home page. */
export const locations = [{ name: "Frankfurt", value: "frankfurt", link: "/" }] as const;

export const useCaseMenu: NavMenu = {
  id: "use-cases",
  label: "Use Cases",
  all: {
    name: "All Use Cases",
    href: "/use-cases",
    description: "Eighteen event formats we stage every month, from launch to livestream.",
  },
  width: 800,
  groups: [
    {
      name: "Conferences & Events",
      href: "/use-cases#conferences-events-section",
      description: `Stages for 50 to ${capacityText.triple} guests with LED walls and show lighting.`,
      features: ["Product launch", "Town hall meeting", "Award ceremony"],
      image: art("usecase/nav-conferences-events"),
    },
    {
      name: "Meetings & Workshops",
      href: "/use-cases#meetings-workshops-section",
      description: "Boardrooms and workshop rooms for focused teams of 8 to 40.",
      features: ["Executive board meeting", "Leadership workshop", "Innovation sprint"],
      image: art("usecase/nav-meetings-workshops"),
    },
    {
      name: "Broadcast & Streaming",
      href: "/use-cases#broadcast-streaming-section",
      description: "Studios and LED stages that send your message to thousands online.",
      features: ["Virtual keynote", "Streaming showroom", "Hybrid conference"],
      image: art("usecase/nav-broadcast-streaming"),
    },
  ],
};

export const venueMenu: NavMenu = {
  id: "venues",
  label: "Venue",
  all: {
    name: "All Venues",
    href: "/venues",
    description: "Three stages on floors 4, 5 and 6, plus spaces and offices in one building.",
  },
  width: 900,
  groups: [
    {
      name: "Stages",
      href: "/venues#stages-section",
      features: ["600-1400 sqm", "LED walls up to 150 sqm", "Theatre setup"],
      image: art("venue/nav-skyline-stages"),
    },
    {
      name: "Spaces",
      href: "/venues#spaces-section",
      features: ["40-600 sqm", "LED walls up to 30 sqm", "Rooftop terraces"],
      image: art("space/nav-liberty-rooftop-spaces"),
    },
    {
      name: "Offices",
      href: "/venues#spatial-section",
      features: ["30-2500 sqm", "2-20 adjacent offices", "High-end amenities"],
      image: art("space/nav-horizon-offices"),
    },
  ],
  floors: {
    title: "Floor types",
    all: { name: "All Floors", href: "/venues/floors" },
    items: [
      { name: "Single Floor", href: "/venues/floors#single-floor-section", description: "Premium single-level stages" },
      { name: "Double Floor", href: "/venues/floors#double-floor-section", description: "Double-height stages" },
      { name: "Triple Floor", href: "/venues/floors#triple-floor-section", description: "Triple-level stages" },
    ],
  },
};

/** The header, left to right. */
export const primaryNavigation: PrimaryNavItem[] = [
  { kind: "link", link: { name: "Overview", href: "/overview" } },
  { kind: "menu", menu: useCaseMenu },
  { kind: "menu", menu: venueMenu },
  { kind: "link", link: { name: "Gallery", href: "/gallery" } },
  { kind: "link", link: { name: "Exclusive Offers", href: "/exclusive-offers" } },
  { kind: "link", link: { name: "References", href: "/references" } },
  { kind: "link", link: { name: "Contact", href: "/contact" } },
];

export const bookTourLink: NavLinkItem = { name: "Book a Tour", href: "/book-tour" };

export interface FooterGroup {
  title: string;
  links: NavLinkItem[];
}

export const footerGroups: FooterGroup[] = [
  {
    title: "Use Cases",
    links: [
      { name: "All Use Cases", href: "/use-cases" },
      { name: "Conferences & Events", href: "/use-cases#conferences-events-section" },
      { name: "Meetings & Workshops", href: "/use-cases#meetings-workshops-section" },
      { name: "Broadcast & Streaming", href: "/use-cases#broadcast-streaming-section" },
    ],
  },
  {
    title: "Stages",
    links: [
      { name: "Skyline Stage", href: "/venues/skyline-stage" },
      { name: "Liberty Stage", href: "/venues/liberty-stage" },
      { name: "Horizon Stage", href: "/venues/horizon-stage" },
    ],
  },
  {
    title: "Services",
    links: [
      { name: "All Services", href: "/services" },
      { name: "Venue as a Service", href: "/services#venue-as-a-service" },
      { name: "Full-Service Experience", href: "/services#full-service-experience" },
      { name: "Technology Solutions", href: "/services#technology-solutions" },
      { name: "Creative Content", href: "/services#creative-content" },
    ],
  },
  {
    title: "Company",
    links: [
      { name: "Overview", href: "/overview" },
      { name: "References", href: "/references" },
      { name: "Company Culture", href: "/company-culture" },
      { name: "Development", href: "/development" },
      { name: "Event Planners", href: "/event-planners" },
      { name: "Support", href: "/support" },
    ],
  },
  {
    title: "Plan Your Event",
    links: [
      { name: "Contact", href: "/contact" },
      { name: "Book a Tour", href: "/book-tour" },
      { name: "Gallery", href: "/gallery" },
      { name: "Private Offers", href: "/private-offers" },
      { name: "Venue Shop", href: "/shop" },
      { name: "LED-Wall Webinar", href: "/webinar/led-wall" },
    ],
  },
];

export const legalLinks: NavLinkItem[] = [
  { name: "Privacy Policy", href: "/privacy" },
  { name: "Cookie Policy", href: "/cookie-policy" },
  { name: "Terms of Use", href: "/terms-of-use" },
  { name: "Imprint", href: "/imprint" },
  { name: "Cookie Settings", href: "/cookie-settings" },
];

/** Every internal href the frame links to (for the link check and the tests). */
export function frameHrefs(): string[] {
  const menus = [useCaseMenu, venueMenu];
  return [
    ...locations.map((l) => l.link),
    ...primaryNavigation.flatMap((item) => (item.kind === "link" ? [item.link.href] : [])),
    ...menus.flatMap((m) => [
      m.all.href,
      ...m.groups.map((g) => g.href),
      ...(m.floors ? [m.floors.all.href, ...m.floors.items.map((i) => i.href)] : []),
    ]),
    bookTourLink.href,
    ...footerGroups.flatMap((g) => g.links.map((l) => l.href)),
    ...legalLinks.map((l) => l.href),
  ];
}
