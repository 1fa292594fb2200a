import { art } from "~/lib/art";
import type { UseCase, UseCaseGroup } from "./use-cases.schema";
import { capacityText } from "../../server/domain/company/venue-figures";

// The three use-case groups of /use-cases, six cards each. A card's id is its anchor on the page
// (/use-cases#product-launch); the overview and the header menu link to these anchors.

export const useCaseGroups: UseCaseGroup[] = [
  {
    sectionId: "conferences-events-section",
    title: "Conferences & Events",
    icon: "stage",
    lead: "Stages with LED walls, theatre seating and a crew that has run hundreds of shows: for the moments your audience will talk about afterwards.",
    cases: [
      {
        id: "product-launch",
        name: "Product Launch",
        description:
          "Reveal a product on a stage built for it: a 30 sqm LED wall for the big moment, a hands-on demo area beside the seating and a reception on the same floor.",
        features: [
          "LED reveal with synchronised light and sound",
          "Demo and press area on the same floor",
          "Live stream for remote press and partners",
        ],
        image: art("usecase/product-launch-skyline"),
      },
      {
        id: "town-hall-meeting",
        name: "Town Hall Meeting",
        description:
          "Bring the whole company together in one room and everyone else on screen: clear sound, readable slides and an open microphone for questions from the floor.",
        features: [
          `Theatre seating for up to ${capacityText.triple} guests`,
          "Hybrid Q&A from the room and online",
          "Recording for colleagues in other time zones",
        ],
        image: art("usecase/town-hall-liberty"),
      },
      {
        id: "award-ceremony",
        name: "Award Ceremony",
        description:
          "A gala evening with a stage show, winners walking up under the spotlight and dinner at round tables, changed over from plenary seating during the reception.",
        features: [
          "Banquet seating at round tables",
          "Winner animations on the LED wall",
          "Red carpet and photo wall at the entrance",
        ],
        image: art("usecase/award-ceremony-horizon"),
      },
      {
        id: "industry-conference",
        name: "Industry Conference",
        description:
          "Two days of keynotes, panels and breakouts on several floors: one plenary stage, workshop rooms for the tracks and an exhibition area for your sponsors.",
        features: [
          "Plenary and breakout rooms in one building",
          "Registration and badge printing on site",
          "Sponsor booths with power and network",
        ],
        image: art("usecase/industry-conference-skyline"),
      },
      {
        id: "gala-dinner",
        name: "Gala Dinner",
        description:
          "An evening for clients and partners with a menu from our catering partners, live music and a view across the Frankfurt skyline from the terrace.",
        features: [
          "Seated dinner for up to 300 guests",
          "Stage for live music and speeches",
          "Terrace reception at sunset",
        ],
        image: art("usecase/gala-dinner-skyline"),
      },
      {
        id: "press-conference",
        name: "Press Conference",
        description:
          "Announce news to journalists in the room and online: a podium with a branded backdrop, clean audio feeds for camera teams and interview corners after the briefing.",
        features: [
          "Audio split box for camera teams",
          "Branded podium and LED backdrop",
          "Quiet rooms for one-to-one interviews",
        ],
        image: art("usecase/press-conference-liberty"),
      },
    ],
  },
  {
    sectionId: "meetings-workshops-section",
    title: "Meetings & Workshops",
    icon: "workshop",
    lead: "Rooms with daylight, furniture that moves and technology that works the first time: for meetings where decisions get made.",
    cases: [
      {
        id: "executive-board-meeting",
        name: "Executive Board Meeting",
        description:
          "A discreet boardroom for the decisions that matter: one large table, a conference system for remote members and a host who keeps everything else away from the door.",
        features: [
          "Boardroom for up to 25 guests",
          "Conference camera and ceiling microphones",
          "Private catering served in the room",
        ],
        image: art("usecase/board-meeting-horizon"),
      },
      {
        id: "leadership-workshop",
        name: "Leadership Workshop",
        description:
          "A day away from the office for your leadership team: a bright workshop room, a facilitator-friendly set-up and breakout corners for the conversations in between.",
        features: [
          "Flexible furniture and writable walls",
          "Breakout corners for small groups",
          "Lunch and breaks without leaving the floor",
        ],
        image: art("usecase/leadership-workshop-liberty"),
      },
      {
        id: "innovation-sprint",
        name: "Innovation Sprint",
        description:
          "Five days from problem to tested prototype: a room that stays set overnight, the sprint kit on the wall and a maker corner for quick mock-ups.",
        features: [
          "Room reserved for the whole sprint",
          "Full design sprint material kit",
          "Test sessions with a one-way video link",
        ],
        image: art("usecase/innovation-sprint-skyline"),
      },
      {
        id: "strategy-offsite",
        name: "Strategy Offsite",
        description:
          "Plan the next year in a space that feels different from your office, with a plenary for the big picture and quiet rooms for the working groups.",
        features: [
          "Plenary plus three breakout rooms",
          "Dinner on the rooftop terrace",
          "Hotels within walking distance",
        ],
        image: art("usecase/strategy-offsite-horizon"),
      },
      {
        id: "team-training",
        name: "Team Training",
        description:
          "Trainings and certifications for groups of ten to eighty people, with a screen visible from every seat, reliable Wi-Fi for laptops and power at every table.",
        features: [
          "Classroom or cabaret seating",
          "Power and Wi-Fi at every seat",
          "Multi-day bookings at a reduced rate",
        ],
        image: art("usecase/team-training-liberty"),
      },
      {
        id: "client-workshop",
        name: "Client Workshop",
        description:
          "Host your clients at a neutral, impressive address: a welcome at reception, a workshop room in your branding and an espresso bar that makes people stay.",
        features: [
          "Branded welcome screen and signage",
          "Reception and cloakroom service",
          "Espresso bar and snacks all day",
        ],
        image: art("usecase/client-workshop-skyline"),
      },
    ],
  },
  {
    sectionId: "broadcast-streaming-section",
    title: "Broadcast & Streaming",
    icon: "broadcast",
    lead: "Studios, cameras and a control room in the same building as the stages: for audiences who are not in the room but deserve the same show.",
    cases: [
      {
        id: "virtual-keynote",
        name: "Virtual Keynote",
        description:
          "Your CEO on an LED stage, filmed with three cameras and cut live like a television show, streamed to thousands of viewers on any platform you choose.",
        features: [
          "Three cameras and a live director",
          "LED backdrop in your brand design",
          "Teleprompter and confidence monitor",
        ],
        image: art("usecase/virtual-keynote-horizon"),
      },
      {
        id: "streaming-showroom",
        name: "Streaming Showroom",
        description:
          "Present a collection or a product range to buyers who cannot travel: a styled set, close-up cameras and a presenter who answers questions from the chat live.",
        features: ["Close-up product camera", "Live chat moderation", "On-demand version after the show"],
        image: art("usecase/streaming-showroom-liberty"),
      },
      {
        id: "hybrid-conference",
        name: "Hybrid Conference",
        description:
          "One conference for two audiences: guests on site and viewers online see the same speakers, ask questions in the same queue and vote in the same polls.",
        features: ["Joint Q&A for room and stream", "Remote speakers on the LED wall", "Interpreter booths on request"],
        image: art("usecase/hybrid-conference-skyline"),
      },
      {
        id: "live-podcast",
        name: "Live Podcast",
        description:
          "Record a podcast episode in front of a live audience: broadcast microphones, a multitrack recording and video of every guest for the clips afterwards.",
        features: [
          "Broadcast microphones and multitrack audio",
          "Video for social clips",
          "Studio audience for up to 60 guests",
        ],
        image: art("usecase/live-podcast-horizon"),
      },
      {
        id: "investor-webcast",
        name: "Investor Webcast",
        description:
          "Quarterly results and capital markets days, streamed securely with slides, a registered audience and a moderated analyst Q&A that runs to the minute.",
        features: [
          "Registered, password-protected stream",
          "Analyst Q&A over phone and web",
          "Archive copy for your investor pages",
        ],
        image: art("usecase/investor-webcast-skyline"),
      },
      {
        id: "e-learning-production",
        name: "E-Learning Production",
        description:
          "Produce training videos and online courses in a studio day: your trainer in front of the LED wall, graphics added live and files ready for your learning platform.",
        features: [
          "Green-screen or LED virtual set",
          "Live graphics and lower thirds",
          "Edited modules ready for your LMS",
        ],
        image: art("usecase/e-learning-liberty"),
      },
    ],
  },
];

export const allUseCases: UseCase[] = useCaseGroups.flatMap((group) => group.cases);

/** The use cases the overview features, one per idea a planner usually arrives with. */
export const featuredUseCaseIds = [
  "product-launch",
  "town-hall-meeting",
  "leadership-workshop",
  "innovation-sprint",
  "virtual-keynote",
  "hybrid-conference",
] as const;

export function findUseCase(id: string): UseCase | undefined {
  return allUseCases.find((useCase) => useCase.id === id);
}
