import { art } from "~/lib/art";
import { changes } from "./figures.server";
import type { SignagePage } from "./schema";
import { bilingual, type Bilingual } from "../../../server/domain/company/locale";

// Handbook: digital signage (/event-planners/digital-signage): the screens and their formats.

export const signagePage: Bilingual<SignagePage> = bilingual<SignagePage>({
  en: {
    hero: {
      eyebrow: "Digital signage",
      title: "Your content on every screen in the building",
      lead: "From the welcome stele at the entrance to the LED wall on stage: where your guests see your brand, and what we need from you to get it there.",
      image: art("event/handbook-signage"),
      imageAlt: "",
    },
    screens: {
      id: "screens",
      heading: "The screens",
      lead: "All screens are controlled from one system, so a schedule change reaches every floor at once.",
      cards: [
        {
          meta: "Lobby",
          title: "Welcome stele",
          text: "A portrait LED stele at the entrance greets your guests with your logo, the agenda and directions to the floor.",
          image: art("event/signage-welcome-stele"),
          imageAlt: "",
        },
        {
          meta: "Foyers",
          title: "Foyer screens",
          text: "Large landscape screens in every foyer for the agenda, sponsor loops, Wi-Fi details and live social walls.",
          image: art("event/signage-foyer-screens"),
          imageAlt: "",
        },
        {
          meta: "Rooms",
          title: "Door displays",
          text: "A display beside each meeting room door shows the session running now and the one coming next.",
          image: art("event/signage-door-displays"),
          imageAlt: "",
        },
        {
          meta: "Stages",
          title: "LED walls",
          text: "The stage walls take your presentations, videos and live camera feeds, mixed by our technical producer.",
          image: art("event/signage-led-walls"),
          imageAlt: "",
        },
      ],
    },
    specifications: {
      id: "formats",
      heading: "Formats",
      lead: "Deliver files in the native resolution of each screen; our designers adapt master files if needed.",
      caption: "Resolution and file formats per screen",
      columns: ["Screen", "Resolution", "Orientation", "Files"],
      rows: [
        ["Welcome stele", "1080 × 1920 px", "Portrait", "MP4 (H.264), PNG or JPG"],
        ["Foyer screens", "3840 × 2160 px", "Landscape 16:9", "MP4 (H.264), PNG or JPG"],
        ["Door displays", "1280 × 800 px", "Landscape 16:10", "PNG or JPG"],
        ["LED walls", "Per pixel map", "Per stage", "MP4 (H.264), PowerPoint, Keynote or PDF"],
      ],
      footnote:
        "Videos without sound on signage screens; loops of 10 to 60 seconds work best. The pixel map of your stage comes with the floor plan.",
    },
    delivery: {
      id: "delivery",
      heading: "From your file to the screen",
      steps: [
        {
          when: "Kick-off",
          title: "Screen plan",
          text: "We agree which screens show what, and when: arrival, sessions, breaks and the evening.",
        },
        {
          when: `${changes.changeDeadlineDays} days before`,
          title: "Content plan final",
          text: "The list of screens and loops is fixed together with the floor plan and the run of show.",
        },
        {
          when: `${changes.techFilesDaysBefore} days before`,
          title: "Files delivered",
          text: "You upload the files through the link from your event manager; we check formats and timing.",
        },
        {
          when: "Event day",
          title: "On air",
          text: "Our technical producer plays out your content and switches screens with the programme.",
        },
      ],
    },
    defaults: {
      id: "included",
      heading: "Included with every booking",
      paragraphs: [
        "Even without your own files, every screen on your floor shows a clean SPARK welcome with your event name, the agenda and the Wi-Fi details, so guests always know where to go.",
      ],
      bullets: [
        "Welcome message with your event name and logo",
        "Agenda and room directions on every floor",
        "Wi-Fi name and password for your guests",
        "Live schedule updates from our control room",
      ],
      links: [{ label: "Deadlines for technical files", href: "/event-planners/deadlines#technical-files" }],
    },
  },
  de: {
    hero: {
      eyebrow: "Digital Signage im Haus",
      title: "Ihre Inhalte auf jedem Bildschirm im Haus",
      lead: "Von der Begrüßungsstele am Eingang bis zur LED-Wand auf der Bühne: wo Ihre Gäste Ihre Marke sehen und was wir von Ihnen brauchen, damit sie dort erscheint.",
      image: art("event/handbook-signage"),
      imageAlt: "",
    },
    screens: {
      id: "screens",
      heading: "Die Bildschirme",
      lead: "Alle Bildschirme laufen über ein gemeinsames System. Ändert sich der Zeitplan, sehen Ihre Gäste es sofort auf jeder Etage.",
      cards: [
        {
          meta: "Lobby",
          title: "Begrüßungsstele",
          text: "Eine LED-Stele im Hochformat begrüßt Ihre Gäste am Eingang mit Ihrem Logo, der Agenda und dem Weg zu Ihrer Etage.",
          image: art("event/signage-welcome-stele"),
          imageAlt: "",
        },
        {
          meta: "Foyer",
          title: "Foyer-Bildschirme",
          text: "Große Bildschirme im Querformat in jedem Foyer für die Agenda, Sponsoren-Loops, die WLAN-Zugangsdaten und Live-Social-Walls.",
          image: art("event/signage-foyer-screens"),
          imageAlt: "",
        },
        {
          meta: "Räume",
          title: "Türdisplays",
          text: "Ein Display neben jeder Tür eines Meetingraums zeigt die laufende und die nächste Session.",
          image: art("event/signage-door-displays"),
          imageAlt: "",
        },
        {
          meta: "Bühnen",
          title: "LED-Wände",
          text: "Die LED-Wände der Bühnen zeigen Ihre Präsentationen, Videos und Live-Kamerabilder, gemischt von unserer technischen Produktionsleitung.",
          image: art("event/signage-led-walls"),
          imageAlt: "",
        },
      ],
    },
    specifications: {
      id: "formats",
      heading: "Formate",
      lead: "Liefern Sie Ihre Dateien in der nativen Auflösung des jeweiligen Bildschirms; bei Bedarf passen unsere Designer Ihre Masterdateien an.",
      caption: "Auflösung und Dateiformate je Bildschirm",
      columns: ["Bildschirm", "Auflösung", "Ausrichtung", "Dateien"],
      rows: [
        ["Begrüßungsstele", "1080 × 1920 px", "Hochformat", "MP4 (H.264), PNG oder JPG"],
        ["Foyer-Bildschirme", "3840 × 2160 px", "Querformat 16:9", "MP4 (H.264), PNG oder JPG"],
        ["Türdisplays", "1280 × 800 px", "Querformat 16:10", "PNG oder JPG"],
        ["LED-Wände", "Laut Pixel-Map", "Je nach Bühne", "MP4 (H.264), PowerPoint, Keynote oder PDF"],
      ],
      footnote:
        "Videos laufen auf den Signage-Bildschirmen ohne Ton; Loops von 10 bis 60 Sekunden wirken am besten. Die Pixel-Map Ihrer Bühne erhalten Sie mit dem Raumplan.",
    },
    delivery: {
      id: "delivery",
      heading: "Von Ihrer Datei auf den Bildschirm",
      steps: [
        {
          when: "Kick-off-Call",
          title: "Bildschirmplan",
          text: "Wir legen gemeinsam fest, welcher Bildschirm wann was zeigt: bei der Ankunft, während der Sessions, in den Pausen und am Abend.",
        },
        {
          when: `${changes.changeDeadlineDays} Tage vorher`,
          title: "Content-Plan steht",
          text: "Die Liste der Bildschirme und Loops wird zusammen mit dem Raumplan und dem Ablaufplan festgelegt.",
        },
        {
          when: `${changes.techFilesDaysBefore} Tage vorher`,
          title: "Dateien sind da",
          text: "Sie laden Ihre Dateien über den Link Ihrer Ansprechperson aus dem Eventmanagement hoch; wir prüfen Formate und Timing.",
        },
        {
          when: "Veranstaltungstag",
          title: "Auf Sendung",
          text: "Unsere technische Produktionsleitung spielt Ihre Inhalte aus und schaltet die Bildschirme passend zum Programm um.",
        },
      ],
    },
    defaults: {
      id: "included",
      heading: "Bei jeder Buchung inklusive",
      paragraphs: [
        "Auch ohne eigene Dateien zeigt jeder Bildschirm auf Ihrer Etage eine schlichte SPARK-Begrüßung mit dem Namen Ihrer Veranstaltung, der Agenda und den WLAN-Zugangsdaten. So wissen Ihre Gäste immer, wohin sie gehen müssen.",
      ],
      bullets: [
        "Begrüßung mit dem Namen und Logo Ihrer Veranstaltung",
        "Agenda und Wegweiser zu den Räumen auf jeder Etage",
        "WLAN-Name und Passwort für Ihre Gäste",
        "Aktuelle Änderungen am Zeitplan live aus unserem Regieraum",
      ],
      links: [{ label: "Fristen für Ihre Dateien", href: "/event-planners/deadlines#technical-files" }],
    },
  },
});
