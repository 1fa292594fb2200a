import { art } from "~/lib/art";
import { changes } from "./figures.server";
import type { SignagePage } from "./schema";

// Handbook: digital signage (/event-planners/digital-signage): the screens and their formats.

export const signagePage: SignagePage = {
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
};
