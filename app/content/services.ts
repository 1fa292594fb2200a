import { art } from "~/lib/art";
import type { Service } from "./services.schema";
import { capacityText } from "../../server/domain/company/venue-figures";
import { site } from "../../server/domain/company/site";

// The four services of /services; each id is the anchor of its section (the footer links to them).
export const services: Service[] = [
  {
    id: "venue-as-a-service",
    title: "Venue as a Service",
    description:
      "Stages, studios and meeting spaces with the infrastructure already built in, booked by the day, the week or the season.",
    image: art("service/venue-as-a-service-skyline"),
    icon: "venue",
    features: [
      {
        title: "Flexible terms",
        description: "From a half-day meeting to a season of recurring events, with one contract and one contact.",
      },
      {
        title: "Infrastructure included",
        description:
          "LED walls, stage lighting, sound, Wi-Fi and power are part of the space, not an extra line on the invoice.",
      },
      {
        title: "Ready on arrival",
        description: "Your set-up is built before you arrive and changed over between sessions by our floor team.",
      },
      {
        title: "Three floors, one address",
        description: `Horizon, Liberty and Skyline can be booked separately or combined for up to ${capacityText.triple} guests.`,
      },
    ],
    longDescription:
      "Most venues rent you an empty room and a list of suppliers. SPARK works the other way round: every floor comes with permanently installed LED walls, rigging, lighting and sound, maintained by our own technicians. You book the space the way you book a service, scale it up or down as your programme changes, and pay for the time you actually use.",
    cta: {
      title: "Find the right space",
      description: `Tell us the date, the number of guests and the format: we reply within ${site.responseWindow} with availability and a first proposal.`,
      buttonText: "Request a Venue",
    },
  },
  {
    id: "full-service-experience",
    title: "Full-Service Experience",
    description:
      "One team that plans, produces and hosts your event with you, from the first brief to the last guest leaving.",
    image: art("service/full-service-liberty"),
    icon: "concierge",
    features: [
      {
        title: "Dedicated event manager",
        description: "One person who knows every detail of your event, from the first call until the invoice.",
      },
      {
        title: "Catering and hospitality",
        description: "Menus from trusted Frankfurt caterers, from breakfast fingerfood to a seated gala dinner.",
      },
      {
        title: "Guest management",
        description: "Invitations, registration, badges and a staffed welcome desk on the day.",
      },
      {
        title: "Hotels and travel",
        description: "Room contingents in nearby hotels and shuttle transfers for speakers and VIP guests.",
      },
    ],
    longDescription:
      "When your team has no time to run an event alongside its day job, we take it off your desk. Our event managers write the run of show, book the caterer, coordinate speakers and suppliers and host your guests on the day, so that you can focus on your audience and your message instead of the logistics behind them.",
    cta: {
      title: "Hand over the details",
      description:
        "Share your brief and your budget range, and your event manager will come back with a concept and a cost estimate.",
      buttonText: "Plan My Event",
    },
  },
  {
    id: "technology-solutions",
    title: "Technology Solutions",
    description:
      "LED walls, broadcast studios, streaming and hybrid formats, run by technicians who know every cable in the building.",
    image: art("service/technology-solutions-horizon"),
    icon: "technology",
    features: [
      {
        title: "LED walls up to 150 sqm",
        description: "Permanently installed LED surfaces from 30 sqm on a single stage to 90 sqm across three floors.",
      },
      {
        title: "Broadcast and streaming",
        description:
          "Multi-camera production, live direction and streaming to any platform or a secure company portal.",
      },
      {
        title: "Hybrid interaction",
        description:
          "Joint Q&A, polling and remote speakers, so that online guests are part of the event rather than spectators.",
      },
      {
        title: "Show control",
        description:
          "Playout, lighting and sound cues run from one control room by a crew that rehearses with your speakers.",
      },
    ],
    longDescription:
      "Technology is where events go wrong, so we keep it in-house. The LED walls, cameras, control rooms and fibre connections at SPARK are our own and are looked after by our own technicians. That means no third-party rental risk, rehearsals on the real equipment and a crew that has run the same stage hundreds of times before your event.",
    cta: {
      title: "Talk to a technician",
      description: "Send us your technical rider or just your idea: a show technician answers with a set-up proposal.",
      buttonText: "Discuss Technology",
    },
  },
  {
    id: "creative-content",
    title: "Creative Content",
    description:
      "Stage designs, LED content, video and social clips that make your event look as good as it feels in the room.",
    image: art("service/creative-content-skyline"),
    icon: "creative",
    features: [
      {
        title: "Stage and LED design",
        description: "Motion backgrounds, openers and transitions made to the exact resolution of our LED walls.",
      },
      {
        title: "Event film and photography",
        description: "Aftermovies, speaker recordings and photo galleries delivered within days of the event.",
      },
      {
        title: "Social media clips",
        description:
          "Short vertical clips cut during the event, ready to post while your audience is still in the room.",
      },
      {
        title: "Brand experiences",
        description:
          "Photo walls, interactive installations and signage that carry your brand through the whole venue.",
      },
    ],
    longDescription:
      "An LED wall is only as impressive as what runs on it. Our creative team designs stage visuals, openers and speaker graphics for the exact pixel dimensions of each wall, films the event as it happens and turns the best moments into content your marketing team can use for months afterwards.",
    cta: {
      title: "Brief our creative team",
      description:
        "Tell us about your brand and your event, and we will suggest a content package that fits the budget.",
      buttonText: "Start a Creative Brief",
    },
  },
];
