// The site's navigation (spec section 2, 'Header and footer'): the header's links and menus, the
// mobile drawer's groups and the footer's link groups. Hrefs with #anchors scroll to a section.
import { art, type ArtSlot } from "~/lib/art";
import { capacityText } from "../../server/domain/company/venue-figures";
import { inLocale, text, type InLocale, type Locale, type Text } from "../../server/domain/company/locale";

export interface NavLinkItem {
  name: Text;
  /** The English address; links lead to the page in the visitor's language (SiteLink). */
  href: string;
  description?: Text;
  features?: Text[];
  image?: ArtSlot;
}

/** Menu groups are shown in capitals (STAGES, SPACES, OFFICES) by CSS; their names stay readable. */
export interface NavMenu {
  id: "use-cases" | "venues";
  label: Text;
  /** The link on top of the menu: 'All Use Cases' / 'All Venues'. */
  all: NavLinkItem;
  /** Width of the desktop dropdown in px (spec: 800 and 900). */
  width: number;
  groups: NavLinkItem[];
  /** The venue menu's floor types, with their own overview link. */
  floors?: { title: Text; all: NavLinkItem; items: NavLinkItem[] };
}

type PrimaryNavItem = { kind: "link"; link: NavLinkItem } | { kind: "menu"; menu: NavMenu };

/** The one location the site shows; its link is the home page. */
export const locations = [{ name: "Frankfurt", value: "frankfurt", link: "/" }] as const;

export const useCaseMenu: NavMenu = {
  id: "use-cases",
  label: text("Use Cases", "Formate"),
  all: {
    name: text("All Use Cases", "Alle Formate"),
    href: "/use-cases",
    description: text(
      "Eighteen event formats we stage every month, from launch to livestream.",
      "Achtzehn Veranstaltungsformate, die wir jeden Monat umsetzen: vom Produktlaunch bis zum Livestream.",
    ),
  },
  width: 800,
  groups: [
    {
      name: text("Conferences & Events", "Konferenzen & Events"),
      href: "/use-cases#conferences-events-section",
      description: text(
        `Stages for 50 to ${capacityText.triple} guests with LED walls and show lighting.`,
        `Bühnen für 50 bis ${capacityText.triple} Gäste, mit LED-Wänden und Showlicht.`,
      ),
      features: [
        text("Product launch", "Produktlaunch"),
        text("Town hall meeting", "Mitarbeiterversammlung"),
        text("Award ceremony", "Preisverleihung"),
      ],
      image: art("usecase/nav-conferences-events"),
    },
    {
      name: text("Meetings & Workshops", "Meetings & Workshops"),
      href: "/use-cases#meetings-workshops-section",
      description: text(
        "Boardrooms and workshop rooms for focused teams of 8 to 40.",
        "Sitzungs- und Workshopräume für Teams von 8 bis 40 Personen, die konzentriert arbeiten.",
      ),
      features: [
        text("Executive board meeting", "Vorstandssitzung"),
        text("Leadership workshop", "Führungskräfte-Workshop"),
        text("Innovation sprint", "Innovationssprint"),
      ],
      image: art("usecase/nav-meetings-workshops"),
    },
    {
      name: text("Broadcast & Streaming", "Broadcast & Streaming"),
      href: "/use-cases#broadcast-streaming-section",
      description: text(
        "Studios and LED stages that send your message to thousands online.",
        "Studios und LED-Bühnen, von denen aus Ihre Botschaft Tausende online erreicht.",
      ),
      features: [
        text("Virtual keynote", "Virtuelle Keynote"),
        text("Streaming showroom", "Streaming-Showroom"),
        text("Hybrid conference", "Hybride Konferenz"),
      ],
      image: art("usecase/nav-broadcast-streaming"),
    },
  ],
};

export const venueMenu: NavMenu = {
  id: "venues",
  label: text("Venue", "Location"),
  all: {
    name: text("All Venues", "Alle Locations"),
    href: "/venues",
    description: text(
      "Three stages on floors 4, 5 and 6, plus spaces and offices in one building.",
      "Drei Bühnen im 4., 5. und 6. Stock, dazu Eventflächen und Büros in einem Haus.",
    ),
  },
  width: 900,
  groups: [
    {
      name: text("Stages", "Bühnen"),
      href: "/venues#stages-section",
      features: [
        text("600-1400 sqm", "600–1.400 m²"),
        text("LED walls up to 150 sqm", "LED-Wände bis 150 m²"),
        text("Theatre setup", "Reihenbestuhlung"),
      ],
      image: art("venue/nav-skyline-stages"),
    },
    {
      name: text("Spaces", "Eventflächen"),
      href: "/venues#spaces-section",
      features: [
        text("40-600 sqm", "40–600 m²"),
        text("LED walls up to 30 sqm", "LED-Wände bis 30 m²"),
        text("Rooftop terraces", "Dachterrassen"),
      ],
      image: art("space/nav-liberty-rooftop-spaces"),
    },
    {
      name: text("Offices", "Büros"),
      href: "/venues#spatial-section",
      features: [
        text("30-2500 sqm", "30–2.500 m²"),
        text("2-20 adjacent offices", "2 bis 20 benachbarte Büros"),
        text("High-end amenities", "Hochwertige Ausstattung"),
      ],
      image: art("space/nav-horizon-offices"),
    },
  ],
  floors: {
    title: text("Floor types", "Etagen"),
    all: { name: text("All Floors", "Alle Etagen"), href: "/venues/floors" },
    items: [
      {
        name: text("Single Floor", "Einzeletage"),
        href: "/venues/floors#single-floor-section",
        description: text("Premium single-level stages", "Premium-Bühnen auf einer Ebene"),
      },
      {
        name: text("Double Floor", "Doppeletage"),
        href: "/venues/floors#double-floor-section",
        description: text("Double-height stages", "Bühnen mit doppelter Raumhöhe"),
      },
      {
        name: text("Triple Floor", "Dreifachetage"),
        href: "/venues/floors#triple-floor-section",
        description: text("Triple-level stages", "Bühnen über drei Ebenen"),
      },
    ],
  },
};

/** The header, left to right. */
const primaryNavigation: PrimaryNavItem[] = [
  { kind: "link", link: { name: text("Overview", "Überblick"), href: "/overview" } },
  { kind: "menu", menu: useCaseMenu },
  { kind: "menu", menu: venueMenu },
  { kind: "link", link: { name: text("Gallery", "Galerie"), href: "/gallery" } },
  { kind: "link", link: { name: text("Exclusive Offers", "Exklusive Angebote"), href: "/exclusive-offers" } },
  { kind: "link", link: { name: text("References", "Referenzen"), href: "/references" } },
  { kind: "link", link: { name: text("Contact", "Kontakt"), href: "/contact" } },
];

const bookTourLink: NavLinkItem = { name: text("Book a Tour", "Besichtigung vereinbaren"), href: "/book-tour" };

export interface FooterGroup {
  title: Text;
  links: NavLinkItem[];
}

export const footerGroups: FooterGroup[] = [
  {
    title: text("Use Cases", "Formate"),
    links: [
      { name: text("All Use Cases", "Alle Formate"), href: "/use-cases" },
      { name: text("Conferences & Events", "Konferenzen & Events"), href: "/use-cases#conferences-events-section" },
      { name: text("Meetings & Workshops", "Meetings & Workshops"), href: "/use-cases#meetings-workshops-section" },
      { name: text("Broadcast & Streaming", "Broadcast & Streaming"), href: "/use-cases#broadcast-streaming-section" },
    ],
  },
  {
    title: text("Stages", "Bühnen"),
    links: [
      { name: text("Skyline Stage", "Skyline Stage"), href: "/venues/skyline-stage" },
      { name: text("Liberty Stage", "Liberty Stage"), href: "/venues/liberty-stage" },
      { name: text("Horizon Stage", "Horizon Stage"), href: "/venues/horizon-stage" },
    ],
  },
  {
    title: text("Services", "Leistungen"),
    links: [
      { name: text("All Services", "Alle Leistungen"), href: "/services" },
      { name: text("Venue as a Service", "Location as a Service"), href: "/services#venue-as-a-service" },
      { name: text("Full-Service Experience", "Rundum-Service"), href: "/services#full-service-experience" },
      { name: text("Technology Solutions", "Technische Lösungen"), href: "/services#technology-solutions" },
      { name: text("Creative Content", "Kreative Inhalte"), href: "/services#creative-content" },
    ],
  },
  {
    title: text("Company", "Unternehmen"),
    links: [
      { name: text("Overview", "Überblick"), href: "/overview" },
      { name: text("References", "Referenzen"), href: "/references" },
      { name: text("Company Culture", "Unternehmenskultur"), href: "/company-culture" },
      { name: text("Development", "Projektentwicklung"), href: "/development" },
      { name: text("Event Planners", "Für Eventplaner"), href: "/event-planners" },
      { name: text("Support", "Hilfe"), href: "/support" },
    ],
  },
  {
    title: text("Plan Your Event", "Veranstaltung planen"),
    links: [
      { name: text("Contact", "Kontakt"), href: "/contact" },
      { name: text("Book a Tour", "Besichtigung vereinbaren"), href: "/book-tour" },
      { name: text("Gallery", "Galerie"), href: "/gallery" },
      { name: text("Private Offers", "Private Angebote"), href: "/private-offers" },
      { name: text("Venue Shop", "Location-Shop"), href: "/shop" },
      { name: text("LED-Wall Webinar", "LED-Wand-Webinar"), href: "/webinar/led-wall" },
    ],
  },
];

export const legalLinks: NavLinkItem[] = [
  { name: text("Privacy Policy", "Datenschutzerklärung"), href: "/privacy" },
  { name: text("Cookie Policy", "Cookie-Richtlinie"), href: "/cookie-policy" },
  { name: text("Terms of Use", "Nutzungsbedingungen"), href: "/terms-of-use" },
  { name: text("Imprint", "Impressum"), href: "/imprint" },
  { name: text("Cookie Settings", "Cookie-Einstellungen"), href: "/cookie-settings" },
];

/** The frame's navigation in one language, as the header, the drawer and the footer show it. */
export function navigationIn(locale: Locale) {
  return inLocale(
    { locations, primaryNavigation, bookTourLink, footerGroups, legalLinks, useCaseMenu, venueMenu },
    locale,
  );
}
export type LocalNavLink = InLocale<NavLinkItem>;
export type LocalNavMenu = InLocale<NavMenu>;

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
