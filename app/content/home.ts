// The home page (spec section 2, 'Home'), block by block in the page's order. The schema that
// checks it lives in home.schema.ts (used by home.test.ts) so Zod stays out of the page's bundle.
import { art } from "~/lib/art";
import type { HomeContent } from "./home.schema";
import { site } from "../../server/domain/company/site";
import { sample } from "../../server/domain/company/sample.ts";
import { capacityText } from "../../server/domain/company/venue-figures";

export const home: HomeContent = {
  hero: {
    eyebrow: "Frankfurt · Stages · Spaces · Studios",
    title: "Where Frankfurt's big moments take the stage",
    lead: `Three LED stages on floors 4, 5 and 6, with spaces, studios and offices under one roof. From a board meeting for twelve to a product launch for ${capacityText.triple} guests, streamed to thousands more.`,
    still: art("hero/home-stage"),
    stillAlt: "A SPARK stage at showtime: moving-head beams sweep over a glowing LED wall and a full audience",
    video: {
      webm: "/media/hero-loop.webm",
      mp4: "/media/hero-loop.mp4",
      portrait: { webm: "/media/hero-loop-portrait.webm", mp4: "/media/hero-loop-portrait.mp4" },
    },
    stats: [
      { value: "3", label: "stages on floors 4, 5 and 6" },
      { value: capacityText.triple, label: "guests on a triple floor" },
      { value: "150 sqm", label: "of LED wall at full scale" },
    ],
  },

  film: {
    title: "SPARK Frankfurt: the film",
    description:
      "Two minutes inside the building: a product launch on Skyline Stage, a hybrid town hall on Horizon Stage and a leadership workshop on Liberty Stage, from load-in to the last encore.",
    provider: "Vimeo",
    src: sample("home-film", "https://player.vimeo.com/video/871204356?dnt=1&autoplay=1"),
    poster: art("hero/film-poster"),
    duration: "2:14",
  },

  useCases: {
    eyebrow: "Use cases",
    title: "One building, every format",
    lead: "Whether you launch, align or broadcast: our producers have run the format before, on the stage that fits it.",
    slides: [
      {
        id: "conferences-events",
        name: "Conferences & Events",
        title: "Launches, town halls and award nights people talk about",
        description: `Theatre seating for up to ${capacityText.single} guests per stage, or ${capacityText.triple} when three floors open into one. LED walls, show lighting and a stage manager come with the room.`,
        features: ["Product launch", "Town hall meeting", "Award ceremony"],
        image: art("usecase/home-conferences-events"),
      },
      {
        id: "meetings-workshops",
        name: "Meetings & Workshops",
        title: "Rooms that make hard decisions easier",
        description:
          "Boardrooms for 25, workshop spaces with writable walls and daylight, and breakout rooms a few steps away. Catering arrives when your agenda says so.",
        features: ["Executive board meeting", "Leadership workshop", "Innovation sprint"],
        image: art("usecase/home-meetings-workshops"),
      },
      {
        id: "broadcast-streaming",
        name: "Broadcast & Streaming",
        title: "A studio for your keynote, an audience of thousands",
        description:
          "Multi-camera production, LED backdrops and a control room on site. Your message goes live in broadcast quality, to the room and to every screen.",
        features: ["Virtual keynote", "Streaming showroom", "Hybrid conference"],
        image: art("usecase/home-broadcast-streaming"),
      },
    ],
  },

  venues: {
    eyebrow: "Venues",
    title: "Stages with a view of the skyline",
    lead: "Each floor has its own character, its own LED wall and its own light. Take a look, then come and stand on them.",
    slides: [
      {
        id: "horizon-stage",
        name: "Horizon Stage",
        tagline: "Floor 4 · Broadcast-ready",
        description:
          "Our tallest room: 6.5 m of ceiling over 600-650 sqm, 500 kW of power for the most demanding productions, and Directors Circle next door for your VIP guests.",
        facts: [
          { label: "Area", value: "600-650 sqm" },
          { label: "Ceiling", value: "6.5 m" },
          { label: "Power", value: "500 kW" },
        ],
        href: "/venues/horizon-stage",
        image: art("venue/home-horizon-stage"),
      },
      {
        id: "liberty-stage",
        name: "Liberty Stage",
        tagline: "Floor 5 · Six spaces in one",
        description:
          "Atrium, Workshop, Arena, Straight-up, Boardroom and Hub: six spaces that open into one 600-700 sqm stage under a 6 m ceiling, with 400 kW on tap.",
        facts: [
          { label: "Area", value: "600-700 sqm" },
          { label: "Ceiling", value: "6.0 m" },
          { label: "Power", value: "400 kW" },
        ],
        href: "/venues/liberty-stage",
        image: art("venue/home-liberty-stage"),
      },
      {
        id: "sky-lounge",
        name: "Sky Lounge",
        tagline: "Floor 6 · Skyline Stage",
        description:
          "The lounge of Skyline Stage: 1,000 sqm with two LED walls of 10 x 3 m and 5 x 3 m, warm light and the city behind the glass. Made for receptions and after-show dinners.",
        facts: [
          { label: "Area", value: "1,000 sqm" },
          { label: "LED walls", value: "10 x 3 m, 5 x 3 m" },
          { label: "Ceiling", value: "3.5 m" },
        ],
        href: "/venues/skyline-stage",
        image: art("venue/home-skyline-sky-lounge"),
      },
      {
        id: "sky-terrace",
        name: "Sky Terrace",
        tagline: "Floor 6 · Open air",
        description:
          "Skyline Stage opens onto its terrace: together 1,400 sqm, with the towers of Frankfurt as your backdrop for the summer party, the toast or the sunset keynote.",
        facts: [
          { label: "Area", value: "1,400 sqm with terrace" },
          { label: "Setting", value: "Rooftop, open air" },
          { label: "Guests", value: `up to ${capacityText.single}` },
        ],
        href: "/venues/skyline-stage-terrace",
        image: art("venue/home-skyline-sky-terrace"),
      },
    ],
  },

  experience: {
    eyebrow: "Experience SPARK",
    title: "See it before you book it",
    lead: "Short films from real productions in our building: what the rooms look like with the lights on and the guests in.",
    allVideosHref: site.social.find((network) => network.name === "YouTube")!.href,
    videos: [
      {
        id: "launch-night",
        title: "Launch night on Skyline Stage",
        description: "A mobility brand reveals its new model to 180 guests and 4,000 viewers online.",
        thumbnail: art("event/video-launch-night-skyline"),
        duration: "1:48",
        category: "Product launch",
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_launch-night-skyline-stage",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/launch-night"),
      },
      {
        id: "hybrid-town-hall",
        title: "A hybrid town hall for 12 countries",
        description: "One stage, eight cameras, twelve country offices asking questions live.",
        thumbnail: art("event/video-hybrid-town-hall-horizon"),
        duration: "2:05",
        category: "Town hall meeting",
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_hybrid-town-hall-horizon-stage",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/hybrid-town-hall"),
      },
      {
        id: "leadership-sprint",
        title: "Two days of leadership sprint",
        description: "Forty leaders, six spaces on Liberty Stage and one decision at the end.",
        thumbnail: art("event/video-leadership-sprint-liberty"),
        duration: "1:12",
        category: "Leadership workshop",
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_leadership-sprint-liberty-stage",
        ),
      },
      {
        id: "awards-gala",
        title: "An awards gala under the stars",
        description: "The Sky Terrace turned into a red carpet for 150 guests of a media group.",
        thumbnail: art("event/video-awards-gala-skyline-terrace"),
        duration: "0:58",
        category: "Award ceremony",
        linkedinUrl: sample(
          "social-video-links",
          "https://www.linkedin.com/posts/spark-frankfurt_awards-gala-sky-terrace",
        ),
        vimeoUrl: sample("social-video-links", "https://vimeo.com/sparkfrankfurt/awards-gala"),
      },
    ],
  },

  services: {
    eyebrow: "Services",
    title: "Everything your event needs, from one team",
    lead: "Book the room alone, or let us produce the whole show: technology, catering, content and crew.",
    slides: [
      {
        id: "venue-as-a-service",
        title: "Venue as a Service",
        description:
          "The room, the furniture, the LED wall and a technician, at a day rate you know in advance. You bring the agenda; we make sure the building runs around it.",
        highlights: ["Fixed day rates", "Furniture and set-up included", "On-site host all day"],
        image: art("service/home-venue-as-a-service"),
      },
      {
        id: "full-service-experience",
        title: "Full-Service Experience",
        description:
          "One producer plans everything with you: run of show, catering, guest management, branding and crew. On the day you host; we handle the rest.",
        highlights: ["One producer from brief to wrap", "Catering by our own kitchen", "Guest management and check-in"],
        image: art("service/home-full-service-experience"),
      },
      {
        id: "technology-solutions",
        title: "Technology Solutions",
        description:
          "LED walls up to 150 sqm, line-array sound, show lighting, multi-camera streaming and interpretation booths, operated by the engineers who installed them.",
        highlights: ["LED walls up to 150 sqm", "Broadcast-grade streaming", "Technicians on every show"],
        image: art("service/home-technology-solutions"),
      },
      {
        id: "creative-content",
        title: "Creative Content",
        description:
          "Our studio designs what runs on the walls: openers, stage visuals, event films and social clips, edited overnight so you can share them the next morning.",
        highlights: ["Stage visuals and openers", "Event films and aftermovies", "Social clips by next morning"],
        image: art("service/home-creative-content"),
      },
    ],
  },

  industries: {
    eyebrow: "Industries",
    title: "Trusted by teams who cannot afford a bad day",
    lead: "From quarterly results to congress satellites: we know the rules, the rhythms and the guests of your industry.",
    tabs: [
      {
        id: "financial-services",
        name: "Financial Services",
        headline: "Results days, investor summits and client evenings",
        description:
          "Discreet access, a secure network for live figures and rooms close to the banking district. Our team is used to embargo times and last-minute slide changes.",
        formats: ["Capital markets days", "Investor summits", "Client receptions"],
        clients: ["Mainkai Capital", "Nordwall Bank", "Taunus Asset Partners"],
      },
      {
        id: "technology-it",
        name: "Technology & IT",
        headline: "Developer days, launches and hackathons",
        description:
          "Gigabit fibre, power on every table and LED walls big enough for code. Streams run in broadcast quality, so remote developers see every demo as clearly as the room.",
        formats: ["Product launches", "Developer conferences", "Hackathons"],
        clients: ["Cloudhaven", "Quantis Systems", "Bytebridge"],
      },
      {
        id: "healthcare-pharma",
        name: "Healthcare & Pharma",
        headline: "Advisory boards, symposia and compliant congress formats",
        description:
          "We plan to the industry's codes: documented attendance, separate hospitality and hybrid set-ups for medical audiences across Europe.",
        formats: ["Advisory boards", "Medical symposia", "Hybrid training"],
        clients: ["Helix Pharma", "Rheinmed", "Vitalis Labs"],
      },
      {
        id: "consulting-advisory",
        name: "Consulting & Advisory",
        headline: "Partner meetings, workshops and client academies",
        description:
          "Workshop rooms with writable walls, breakouts close by and a plenary for everyone: the flow of a consulting week, on one floor.",
        formats: ["Partner meetings", "Client academies", "Strategy workshops"],
        clients: ["Kestrel & Partner", "Lindholm Advisory", "Ostend Strategy Group"],
      },
      {
        id: "consumer-media-brands",
        name: "Consumer & Media Brands",
        headline: "Showrooms, press days and brand experiences",
        description:
          "Stages that become a set: branded LED content, photo points and a content team that turns your press day into social clips before the guests get home.",
        formats: ["Press days", "Streaming showrooms", "Brand experiences"],
        clients: ["Atelier Nord", "Linea Media", "Fjord & Fable"],
      },
    ],
  },

  closing: {
    title: "Ready to Experience SPARK?",
    lead: `Walk the stages, test the LED walls and meet the team that will run your event. Tours take ${site.tourAvailability.minutes} minutes, ${site.tourAvailability.weekdays}.`,
    image: art("event/home-closing-skyline"),
  },
};
