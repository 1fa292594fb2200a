import { site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { buildMailto } from "~/lib/mailto";
import { millionEuros, partnership } from "./figures.server";
import type { DevelopmentPage } from "./schema";
import { capacityText } from "../../../server/domain/company/venue-figures";

// The development page (/development): SPARK's offer to landlords and investors. Server-only.

const range = ({ min, max }: { min: number; max: number }, unit = "") => `${min}-${max}${unit}`;
const p = partnership;
const contact = site.partnershipContact;

const proposalBody = [
  `Dear ${contact.name},`,
  "",
  "we would like to propose a property for a SPARK venue.",
  "",
  "Address of the property:",
  "Available area (sqm) and floors:",
  "Ceiling heights:",
  "Available from:",
  "Current use:",
  "Floor plans attached: yes / no",
  "",
  "Our contact details:",
  "Name:",
  "Company:",
  "Phone:",
  "",
  "Kind regards",
].join("\n");

export const developmentPage: DevelopmentPage = {
  hero: {
    eyebrow: "Development partnerships",
    title: "Turn floors into Frankfurt's next event destination",
    lead: "SPARK designs, builds and runs event venues with landlords and investors: stages, studios and spaces that fill a building with people, brands and revenue.",
    image: art("development/partnership-hero"),
    imageAlt: "",
  },
  masterplan: {
    buttonLabel: "Watch the masterplan film",
    dialogTitle: "The SPARK masterplan",
    dialogDescription:
      "Three minutes on how a SPARK venue turns an office building into an event destination, floor by floor.",
    video: {
      src: "https://player.vimeo.com/video/912640388?dnt=1",
      title: "the masterplan film",
      provider: "Vimeo",
      poster: art("development/masterplan-film"),
    },
  },
  intro: {
    id: "model",
    heading: "The partnership model",
    lead: "You bring the building. We bring the concept, the clients and the operation.",
    paragraphs: [
      "SPARK Frankfurt proves the model: three stages on floors 4, 5 and 6, co-working above on floors 7 and 8, and event clients from across Europe. We now roll the concept out with a small number of landlord partners, each with a portfolio of locations.",
      `Instead of a fixed market rent, our partners take a royalty of ${range(p.royaltyPercent, "%")} of the gross revenue of their venue, on top of a reduced rent for ${range(p.reducedRentYears)} years. SPARK invests in the fit-out and carries the operation, and the landlord shares in the upside as the venue grows.`,
    ],
  },
  figures: {
    id: "figures",
    heading: "Partnership figures",
    lead: "The frame of every partnership. Your business case is calculated for your building in the feasibility phase.",
    facts: [
      {
        label: "Royalty",
        value: `${range(p.royaltyPercent, "%")} of gross revenue`,
        note: "Paid monthly to the landlord.",
      },
      {
        label: "Portfolio",
        value: `${range(p.locations)} locations`,
        note: "Per landlord partner, rolled out over time.",
      },
      { label: "Reduced rent", value: `${range(p.reducedRentYears)} years`, note: "In exchange for the royalty." },
      { label: "Design sprint", value: `${range(p.designSprintDays)} days`, note: "From site visit to masterplan." },
      { label: "Equity", value: millionEuros(p.equityEur), note: "Invested in fit-out, technology and launch." },
      {
        label: "Ramp-up",
        value: `${range(p.rampUpMonths)} months`,
        note: `To ${p.targetOccupancyPercent}% occupancy.`,
      },
      {
        label: "IRR",
        value: `${p.irrPercent.min}%-${p.irrPercent.max}%`,
        note: "Projected range across our partnership scenarios.",
      },
    ],
    footnote: "Projections, not guarantees: the figures for your property depend on location, area and build-out.",
  },
  experientialDesign: {
    id: "experiential-design",
    heading: "Experiential design",
    lead: "Every SPARK venue is designed around the moment a guest walks in: light, sound, sight lines and the way people move from one space to the next.",
    slides: [
      {
        image: art("development/experience-1-lobby"),
        alt: "A lobby with a glowing LED ribbon guiding guests to the lifts",
        caption: "Arrival: the lobby as the first stage",
      },
      {
        image: art("development/experience-2-foyer"),
        alt: "A foyer with a glowing reception counter and warm pendant lights",
        caption: "Foyers made for conversations between sessions",
      },
      {
        image: art("development/experience-3"),
        alt: "A corridor wrapped in LED panels showing moving colour",
        caption: "An LED tunnel between the lifts and the stage",
      },
      {
        image: art("development/experience-4-rooftop-terrace"),
        alt: "A rooftop terrace at dusk with lounge seating and string lights",
        caption: "The rooftop terrace for receptions and breaks",
      },
      {
        image: art("development/experience-5-stage-audience"),
        alt: "A stage in theatre set-up in front of a wide LED wall",
        caption: "Stages with column-free sight lines",
      },
      {
        image: art("development/experience-6-podcast"),
        alt: "A small studio: two people at a round table with microphones, acoustic panels behind",
        caption: "Breakout studios that double as podcast rooms",
      },
      {
        image: art("development/experience-7-building-facade"),
        alt: "The building at night with its event floors lit behind the facade",
        caption: "A facade that tells the city something is happening",
      },
    ],
  },
  storytelling: {
    id: "content-and-storytelling",
    heading: "Content and storytelling",
    lead: "A SPARK venue produces content every day: for the brands on its stages, for the building and for its owner.",
    slides: [
      {
        image: art("development/story-1-launch-film"),
        alt: "A brand film playing across a stage's LED wall",
        caption: "Brand films on the LED wall",
      },
      {
        image: art("development/story-2-control-room"),
        alt: "A live stream control room with monitors and a vision mixer",
        caption: "A control room for live streams",
      },
      {
        image: art("development/story-3-podcast"),
        alt: "Two people recording a podcast at a round table",
        caption: "Podcast and interview studios",
      },
      {
        image: art("development/story-4-studio-set"),
        alt: "A studio set with an LED backdrop, a ring light and cameras",
        caption: "Photo sets for product and portrait shoots",
      },
      {
        image: art("development/story-5-digital-wall"),
        alt: "A social media wall: panels of posts glowing in a grid of light",
        caption: "Live social walls in the foyers",
      },
      {
        image: art("development/story-6-editor"),
        alt: "An edit suite with a wall of monitors above the editing desk",
        caption: "Aftermovies edited on site",
      },
      {
        image: art("development/story-7"),
        alt: "An immersive room with projections on every wall",
        caption: "Immersive rooms for exhibitions",
      },
      {
        image: art("development/story-8-boardroom-presentation"),
        alt: "A landlord presentation on the screen at the end of a long meeting table",
        caption: "Monthly reporting for the owner",
      },
    ],
  },
  floorPlans: {
    id: "floor-plans",
    heading: "Floor plans",
    lead: "How SPARK Frankfurt stacks its uses: three event floors and two co-working floors above them.",
    buttonLabel: "Open the floor plans",
    dialogTitle: "SPARK Frankfurt floor plans",
    plans: [
      {
        image: art("development/floor-plan-level-4"),
        alt: "Floor plan of level 4 with stage, foyer and speaker room",
        caption: "Level 4: stage, foyer, speaker room",
      },
      {
        image: art("development/floor-plan-level-5-double"),
        alt: "Floor plan of level 5 with double-height stage and breakout rooms",
        caption: "Level 5: stage, breakout rooms, boardroom",
      },
      {
        image: art("development/floor-plan-level-6-terrace"),
        alt: "Floor plan of level 6 with stage, studio and access to the rooftop",
        caption: "Level 6: stage, studio, rooftop access",
      },
      {
        image: art("development/floor-plan-levels-7-8-desks"),
        alt: "Floor plan of levels 7 and 8 with desks and meeting rooms",
        caption: "Levels 7 and 8: co-working",
      },
    ],
  },
  phases: {
    id: "phases",
    heading: "Phases of engagement",
    lead: "Six steps from the first visit to a venue that runs, each with a clear result you can decide on.",
    phases: [
      {
        number: "01",
        title: "Discovery",
        headerText: "Understand the building",
        description:
          "We visit the property, meet the owner and asset managers and look at the location through the eyes of event clients: access, visibility, hotels and the competition nearby.",
        tools: ["Site visit", "Stakeholder interviews", "Catchment and competitor analysis"],
        output: "Opportunity brief",
      },
      {
        number: "02",
        title: "Feasibility",
        headerText: "Prove the numbers",
        description:
          "Floor plates, ceiling heights, power, escape routes and permits decide what the building can host. We turn them into capacities and a revenue model.",
        tools: ["Technical due diligence", "Capacity and zoning study", "Revenue and cost model"],
        output: "Feasibility report and business case",
      },
      {
        number: "03",
        title: "Design sprint",
        headerText: `A masterplan in ${range(p.designSprintDays)} days`,
        description:
          "Our designers and producers work with your architects in an intensive sprint: guest journey, stages, studios, technology and brand.",
        tools: ["Experiential design workshops", "3D floor plans and renderings", "Technology concept"],
        output: "Masterplan and concept design",
      },
      {
        number: "04",
        title: "Partnership agreement",
        headerText: "Agree the terms",
        description: `Royalty, rent, investment and the roll-out across ${range(p.locations)} locations are set out in one agreement.`,
        tools: ["Term sheet", "Royalty and rent model", "Investment plan"],
        output: "Signed partnership agreement",
      },
      {
        number: "05",
        title: "Build-out",
        headerText: "Build and fit out",
        description:
          "SPARK manages the fit-out with your construction partners and installs LED walls, sound, light and broadcast infrastructure.",
        tools: ["Construction management", "LED and broadcast installation", "Brand and content production"],
        output: "Venue ready to open",
      },
      {
        number: "06",
        title: "Launch and operations",
        headerText: "Open and grow",
        description: `Pre-sales to our client network start months before opening. From day one SPARK runs the venue, with a ramp-up of ${range(p.rampUpMonths)} months to ${p.targetOccupancyPercent}% occupancy.`,
        tools: ["Pre-sales to the SPARK client network", "Booking and event operations", "Monthly owner reporting"],
        output: "An operating venue and monthly reports",
      },
    ],
  },
  products: {
    id: "core-products",
    heading: "Eight core products",
    lead: "What a SPARK venue sells: the same products in every location, adapted to each building.",
    cards: [
      {
        meta: "01",
        title: "Stages",
        text: `Event floors with LED walls, theatre seating and up to ${capacityText.triple} guests when combined.`,
      },
      { meta: "02", title: "Studios", text: "Broadcast and streaming studios for keynotes, webinars and showrooms." },
      { meta: "03", title: "Spaces", text: "Foyers, lounges and rooftop terraces for receptions and networking." },
      { meta: "04", title: "Spatial experiences", text: "Immersive rooms and exhibitions with projection and sound." },
      { meta: "05", title: "Meeting rooms", text: "Boardrooms and workshop rooms for leadership teams and sprints." },
      { meta: "06", title: "Offices", text: "Flexible offices and co-working on the floors around the venue." },
      { meta: "07", title: "Culinary services", text: "An in-house kitchen and bar from breakfast to gala dinner." },
      {
        meta: "08",
        title: "Production and content",
        text: "Technology, live production and content creation for every event.",
      },
    ],
  },
  requirements: {
    id: "requirements",
    heading: "Requirements and terms",
    lead: "What a building needs to become a SPARK venue, and what we offer in return.",
    cards: [
      {
        title: "What your building needs",
        items: [
          "Connected floor plates of 600 sqm or more, ideally column-free",
          "Ceiling heights of 3.5 m or more; 6 m for a flagship stage",
          "Power for LED walls and production (400 kW or more per stage floor)",
          "A central location with public transport and hotels nearby",
          "Loading bay and a goods lift to the event floors",
          "Approval for assembly use, or a realistic path to it",
        ],
      },
      {
        title: "What we offer",
        items: [
          `A royalty of ${range(p.royaltyPercent, "%")} of gross revenue`,
          `Reduced rent for ${range(p.reducedRentYears)} years`,
          `${millionEuros(p.equityEur)} equity in fit-out, technology and launch`,
          `A masterplan within ${range(p.designSprintDays)} days of the design sprint start`,
          `A roll-out across ${range(p.locations)} locations with one partner`,
          "Open books and monthly reporting",
        ],
      },
    ],
  },
  whyLandlords: {
    id: "why-landlords",
    heading: "Why landlords work with SPARK",
    cards: [
      {
        title: "Floors that were hard to let become the address",
        text: "Large, deep floor plates that offices no longer want are exactly what stages and studios need.",
      },
      {
        title: "People in the building every day",
        text: "Thousands of event guests a year bring life to lobbies, restaurants and the office tenants upstairs.",
      },
      {
        title: "A share of the upside",
        text: `The royalty of ${range(p.royaltyPercent, "%")} of gross revenue grows with the venue, on top of the reduced rent.`,
      },
      {
        title: "A partner who invests",
        text: `SPARK puts ${millionEuros(p.equityEur)} of equity into fit-out and launch, and carries the operation.`,
      },
      {
        title: "A concept that works",
        text: "SPARK Frankfurt hosts conferences, launches and broadcasts for clients across Europe, with the processes to prove it.",
      },
      {
        title: "Reuse instead of demolition",
        text: "Turning existing floors into venues keeps the building's embodied carbon and gives it a new purpose.",
      },
    ],
  },
  proposal: {
    id: "proposal",
    heading: "Propose your property",
    lead: `Send ${contact.name} the key facts of your building. You will hear back within two weeks with a first assessment and, if it fits, a date for the discovery visit.`,
    contact: { name: contact.name, role: contact.role, email: contact.email },
    buttonLabel: `Write to ${contact.name}`,
    mailto: buildMailto({ to: contact.email, subject: "Development partnership proposal", body: proposalBody }),
    checklist: [
      "Address and a few photos of the property",
      "Floor plans with areas and ceiling heights",
      "Date from which the floors are available",
      "Current use and tenancy situation",
    ],
  },
};
