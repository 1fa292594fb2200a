import { site } from "../../../server/domain/company/site";
import { art } from "~/lib/art";
import { buildMailto } from "~/lib/mailto";
import { formatNumber, type Bilingual } from "../../../server/domain/company/locale";
import { millionEuros, partnership } from "./figures.server";
import type { DevelopmentPage } from "./schema";
import { capacityText } from "../../../server/domain/company/venue-figures";

// The development page (/development): SPARK's offer to landlords and investors. Server-only.

const range = ({ min, max }: { min: number; max: number }, unit = "") => `${min}-${max}${unit}`;
/** "3–5 %" (an en dash, as GERMAN.md writes ranges). */
const rangeDe = ({ min, max }: { min: number; max: number }, unit = "") => `${min}–${max}${unit}`;
const percentDe = "\u00a0%";
/** "2,5 Mio. €" */
const millionEurosDe = (amount: number) => `${formatNumber(amount / 1_000_000, "de")}\u00a0Mio.\u00a0€`;
const p = partnership;
/** The partnership contact in force: read on each call, as an owner may publish new company details. */
const contact = () => site.partnershipContact;

const proposalBody = () =>
  [
    `Dear ${contact().name},`,
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

const proposalBodyDe = () =>
  [
    `Guten Tag ${contact().name},`,
    "",
    "wir möchten Ihnen eine Immobilie für eine SPARK-Location vorschlagen.",
    "",
    "Adresse der Immobilie:",
    "Verfügbare Fläche (m²) und Etagen:",
    "Deckenhöhen:",
    "Verfügbar ab:",
    "Aktuelle Nutzung:",
    "Grundrisse im Anhang: ja / nein",
    "",
    "Unsere Kontaktdaten:",
    "Name:",
    "Unternehmen:",
    "Telefon:",
    "",
    "Mit freundlichen Grüßen",
  ].join("\n");

// Read on each call: the proposal names the partnership contact in force.
export const developmentPage = (): Bilingual<DevelopmentPage> => ({
  en: {
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
        {
          meta: "04",
          title: "Spatial experiences",
          text: "Immersive rooms and exhibitions with projection and sound.",
        },
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
      lead: `Send ${contact().name} the key facts of your building. You will hear back within two weeks with a first assessment and, if it fits, a date for the discovery visit.`,
      contact: { name: contact().name, role: contact().role, email: contact().email },
      buttonLabel: `Write to ${contact().name}`,
      mailto: buildMailto({ to: contact().email, subject: "Development partnership proposal", body: proposalBody() }),
      checklist: [
        "Address and a few photos of the property",
        "Floor plans with areas and ceiling heights",
        "Date from which the floors are available",
        "Current use and tenancy situation",
      ],
    },
  },
  de: {
    hero: {
      eyebrow: "Entwicklungspartnerschaften",
      title: "Aus Ihren Etagen wird Frankfurts nächste Event-Adresse",
      lead: "SPARK plant, baut und betreibt Event-Locations gemeinsam mit Eigentümern und Investoren: Bühnen, Studios und Flächen, die ein Gebäude mit Menschen, Marken und Umsatz füllen.",
      image: art("development/partnership-hero"),
      imageAlt: "",
    },
    masterplan: {
      buttonLabel: "Masterplan-Film ansehen",
      dialogTitle: "Der SPARK-Masterplan",
      dialogDescription:
        "In drei Minuten: wie eine SPARK-Location ein Bürogebäude Etage für Etage zur Event-Adresse macht.",
      video: {
        src: "https://player.vimeo.com/video/912640388?dnt=1",
        title: "Masterplan-Film",
        provider: "Vimeo",
        poster: art("development/masterplan-film"),
      },
    },
    intro: {
      id: "model",
      heading: "Das Partnerschaftsmodell",
      lead: "Sie bringen das Gebäude ein. Wir bringen Konzept, Kunden und Betrieb.",
      paragraphs: [
        "SPARK Frankfurt zeigt, dass das Modell trägt: drei Bühnen in der 4., 5. und 6. Etage, darüber Co-Working in der 7. und 8. Etage und Eventkunden aus ganz Europa. Jetzt rollen wir das Konzept mit wenigen Eigentümern aus, die jeweils mehrere Standorte im Portfolio haben.",
        `Statt einer festen Marktmiete erhalten unsere Partner eine Umsatzbeteiligung von ${rangeDe(p.royaltyPercent, percentDe)} des Bruttoumsatzes ihrer Location, zusätzlich zu einer reduzierten Miete über ${rangeDe(p.reducedRentYears)} Jahre. SPARK investiert in den Ausbau und trägt den Betrieb; der Eigentümer profitiert mit, wenn die Location wächst.`,
      ],
    },
    figures: {
      id: "figures",
      heading: "Kennzahlen der Partnerschaft",
      lead: "Der Rahmen jeder Partnerschaft. Die Wirtschaftlichkeitsrechnung für Ihr Gebäude erstellen wir in der Machbarkeitsphase.",
      facts: [
        {
          label: "Umsatzbeteiligung",
          value: `${rangeDe(p.royaltyPercent, percentDe)} des Bruttoumsatzes`,
          note: "Monatlich an den Eigentümer ausgezahlt.",
        },
        {
          label: "Portfoliogröße",
          value: `${rangeDe(p.locations)} Standorte`,
          note: "Je Eigentümer, schrittweise ausgerollt.",
        },
        {
          label: "Reduzierte Miete",
          value: `${rangeDe(p.reducedRentYears)} Jahre`,
          note: "Im Gegenzug zur Umsatzbeteiligung.",
        },
        {
          label: "Design-Sprint",
          value: `${rangeDe(p.designSprintDays)} Tage`,
          note: "Von der Objektbesichtigung bis zum Masterplan.",
        },
        {
          label: "Eigenkapital",
          value: millionEurosDe(p.equityEur),
          note: "Investiert in Ausbau, Technik und Eröffnung.",
        },
        {
          label: "Anlaufphase",
          value: `${rangeDe(p.rampUpMonths)} Monate`,
          note: `Bis zu einer Auslastung von ${p.targetOccupancyPercent}${percentDe}.`,
        },
        {
          label: "Rendite (IRR)",
          value: rangeDe(p.irrPercent, percentDe),
          note: "Prognostizierte Spanne über unsere Partnerschaftsszenarien.",
        },
      ],
      footnote: "Prognosen, keine Garantien: Die Zahlen für Ihre Immobilie hängen von Lage, Mietfläche und Ausbau ab.",
    },
    experientialDesign: {
      id: "experiential-design",
      heading: "Erlebnisdesign",
      lead: "Jede SPARK-Location wird von dem Moment aus gedacht, in dem ein Gast hereinkommt: Licht, Klang, Sichtachsen und die Wege von einem Raum zum nächsten.",
      slides: [
        {
          image: art("development/experience-1-lobby"),
          alt: "Eine Lobby, in der ein leuchtendes LED-Band die Gäste zu den Aufzügen führt",
          caption: "Ankommen: die Lobby als erste Bühne",
        },
        {
          image: art("development/experience-2-foyer"),
          alt: "Ein Foyer mit leuchtendem Empfangstresen und warmen Pendelleuchten",
          caption: "Foyers für Gespräche zwischen den Programmpunkten",
        },
        {
          image: art("development/experience-3"),
          alt: "Ein Flur, rundum mit LED-Paneelen verkleidet, über die Farben wandern",
          caption: "Ein LED-Tunnel zwischen Aufzügen und Bühne",
        },
        {
          image: art("development/experience-4-rooftop-terrace"),
          alt: "Eine Dachterrasse in der Abenddämmerung mit Lounge-Möbeln und Lichterketten",
          caption: "Die Dachterrasse für Empfänge und Pausen",
        },
        {
          image: art("development/experience-5-stage-audience"),
          alt: "Eine Bühne mit Reihenbestuhlung vor einer breiten LED-Wand",
          caption: "Bühnen mit stützenfreier Sicht",
        },
        {
          image: art("development/experience-6-podcast"),
          alt: "Ein kleines Studio: zwei Personen mit Mikrofonen an einem runden Tisch, dahinter Akustikpaneele",
          caption: "Breakout-Räume, die zugleich als Podcast-Studio dienen",
        },
        {
          image: art("development/experience-7-building-facade"),
          alt: "Das Gebäude bei Nacht, hinter der Fassade leuchten die Eventetagen",
          caption: "Eine Fassade, die der Stadt zeigt: Hier passiert etwas",
        },
      ],
    },
    storytelling: {
      id: "content-and-storytelling",
      heading: "Content und Storytelling",
      lead: "Eine SPARK-Location produziert jeden Tag Inhalte: für die Marken auf ihren Bühnen, für das Gebäude und für seinen Eigentümer.",
      slides: [
        {
          image: art("development/story-1-launch-film"),
          alt: "Ein Markenfilm läuft über die LED-Wand einer Bühne",
          caption: "Markenfilme auf der LED-Wand",
        },
        {
          image: art("development/story-2-control-room"),
          alt: "Ein Regieraum für Livestreams mit Monitoren und Bildmischer",
          caption: "Ein Regieraum für Livestreams",
        },
        {
          image: art("development/story-3-podcast"),
          alt: "Zwei Personen nehmen an einem runden Tisch einen Podcast auf",
          caption: "Studios für Podcasts und Interviews",
        },
        {
          image: art("development/story-4-studio-set"),
          alt: "Ein Studioset mit LED-Hintergrund, Ringlicht und Kameras",
          caption: "Fotosets für Produkt- und Porträtaufnahmen",
        },
        {
          image: art("development/story-5-digital-wall"),
          alt: "Eine Social-Media-Wand: Beiträge leuchten in einem Raster aus Licht",
          caption: "Live-Social-Walls in den Foyers",
        },
        {
          image: art("development/story-6-editor"),
          alt: "Ein Schnittplatz mit einer Monitorwand über dem Schnitttisch",
          caption: "Aftermovies, direkt vor Ort geschnitten",
        },
        {
          image: art("development/story-7"),
          alt: "Ein immersiver Raum mit Projektionen auf allen Wänden",
          caption: "Immersive Räume für Ausstellungen",
        },
        {
          image: art("development/story-8-boardroom-presentation"),
          alt: "Eine Präsentation für den Eigentümer auf dem Bildschirm am Kopfende eines langen Besprechungstischs",
          caption: "Monatliches Reporting für den Eigentümer",
        },
      ],
    },
    floorPlans: {
      id: "floor-plans",
      heading: "Grundrisse",
      lead: "So verteilt SPARK Frankfurt seine Nutzungen: drei Eventetagen und darüber zwei Etagen Co-Working.",
      buttonLabel: "Grundrisse öffnen",
      dialogTitle: "Grundrisse von SPARK Frankfurt",
      plans: [
        {
          image: art("development/floor-plan-level-4"),
          alt: "Grundriss der 4. Etage mit Bühne, Foyer und Referentenraum",
          caption: "4. Etage: Bühne, Foyer, Referentenraum",
        },
        {
          image: art("development/floor-plan-level-5-double"),
          alt: "Grundriss der 5. Etage mit doppelt hoher Bühne und Breakout-Räumen",
          caption: "5. Etage: Bühne, Breakout-Räume, Boardroom",
        },
        {
          image: art("development/floor-plan-level-6-terrace"),
          alt: "Grundriss der 6. Etage mit Bühne, Studio und Zugang zur Dachterrasse",
          caption: "6. Etage: Bühne, Studio, Zugang zur Dachterrasse",
        },
        {
          image: art("development/floor-plan-levels-7-8-desks"),
          alt: "Grundriss der 7. und 8. Etage mit Arbeitsplätzen und Besprechungsräumen",
          caption: "7. und 8. Etage: Co-Working",
        },
      ],
    },
    phases: {
      id: "phases",
      heading: "Phasen der Zusammenarbeit",
      lead: "Sechs Schritte vom ersten Besuch bis zur laufenden Location. Jeder endet mit einem klaren Ergebnis, auf dessen Grundlage Sie entscheiden.",
      phases: [
        {
          number: "01",
          title: "Analyse",
          headerText: "Das Gebäude verstehen",
          description:
            "Wir besichtigen die Immobilie, treffen Eigentümer und Asset Manager und betrachten den Standort mit den Augen von Eventkunden: Erreichbarkeit, Sichtbarkeit, Hotels und Wettbewerber in der Nähe.",
          tools: ["Objektbesichtigung", "Gespräche mit allen Beteiligten", "Standort- und Wettbewerbsanalyse"],
          output: "Potenzialbewertung",
        },
        {
          number: "02",
          title: "Machbarkeit",
          headerText: "Die Zahlen belegen",
          description:
            "Geschossflächen, Deckenhöhen, Stromversorgung, Fluchtwege und Genehmigungen entscheiden, was im Gebäude stattfinden kann. Daraus leiten wir Kapazitäten und ein Umsatzmodell ab.",
          tools: ["Technische Due Diligence", "Kapazitäts- und Nutzungsstudie", "Umsatz- und Kostenmodell"],
          output: "Machbarkeitsstudie und Business Case",
        },
        {
          number: "03",
          title: "Design-Sprint",
          headerText: `Ein Masterplan in ${rangeDe(p.designSprintDays)} Tagen`,
          description:
            "Unsere Designer und Produzenten arbeiten in einem intensiven Sprint mit Ihren Architekten zusammen: Wege der Gäste, Bühnen, Studios, Technik und Marke.",
          tools: ["Workshops zum Erlebnisdesign", "3D-Grundrisse und Renderings", "Technikkonzept"],
          output: "Masterplan und Konzeptentwurf",
        },
        {
          number: "04",
          title: "Partnerschaftsvertrag",
          headerText: "Die Konditionen festlegen",
          description: `Umsatzbeteiligung, Miete, Investition und der Rollout über ${rangeDe(p.locations)} Standorte werden in einem Vertrag geregelt.`,
          tools: ["Term Sheet", "Modell für Umsatzbeteiligung und Miete", "Investitionsplan"],
          output: "Unterzeichneter Partnerschaftsvertrag",
        },
        {
          number: "05",
          title: "Ausbau",
          headerText: "Bauen und ausstatten",
          description:
            "SPARK steuert den Ausbau mit Ihren Baupartnern und installiert LED-Wände, Ton, Licht und Broadcast-Infrastruktur.",
          tools: ["Bauprojektmanagement", "LED- und Broadcast-Installation", "Marken- und Content-Produktion"],
          output: "Eröffnungsbereite Location",
        },
        {
          number: "06",
          title: "Eröffnung und Betrieb",
          headerText: "Eröffnen und wachsen",
          description: `Der Vorverkauf an unser Kundennetzwerk beginnt Monate vor der Eröffnung. Ab dem ersten Tag betreibt SPARK die Location, mit einer Anlaufphase von ${rangeDe(p.rampUpMonths)} Monaten bis zu einer Auslastung von ${p.targetOccupancyPercent}${percentDe}.`,
          tools: [
            "Vorverkauf an das SPARK-Kundennetzwerk",
            "Buchungen und Veranstaltungsbetrieb",
            "Monatliches Reporting an den Eigentümer",
          ],
          output: "Eine laufende Location und monatliche Berichte",
        },
      ],
    },
    products: {
      id: "core-products",
      heading: "Acht Kernprodukte",
      lead: "Was eine SPARK-Location verkauft: an jedem Standort dieselben Produkte, zugeschnitten auf das jeweilige Gebäude.",
      cards: [
        {
          meta: "01",
          title: "Bühnen",
          text: `Eventetagen mit LED-Wänden und Reihenbestuhlung, zusammengelegt für bis zu ${capacityText.triple} Gäste.`,
        },
        {
          meta: "02",
          title: "Studios",
          text: "Broadcast- und Streaming-Studios für Keynotes, Webinare und Showrooms.",
        },
        { meta: "03", title: "Flächen", text: "Foyers, Lounges und Dachterrassen für Empfänge und Networking." },
        { meta: "04", title: "Raumerlebnisse", text: "Immersive Räume und Ausstellungen mit Projektion und Klang." },
        {
          meta: "05",
          title: "Meetingräume",
          text: "Boardrooms und Workshopräume für Führungsteams und Sprints.",
        },
        { meta: "06", title: "Büros", text: "Flexible Büros und Co-Working auf den Etagen rund um die Location." },
        { meta: "07", title: "Kulinarik", text: "Eine eigene Küche und Bar, vom Frühstück bis zum Galadinner." },
        {
          meta: "08",
          title: "Produktion und Content",
          text: "Technik, Liveproduktion und Content-Erstellung für jede Veranstaltung.",
        },
      ],
    },
    requirements: {
      id: "requirements",
      heading: "Anforderungen und Konditionen",
      lead: "Was ein Gebäude braucht, um eine SPARK-Location zu werden, und was wir im Gegenzug bieten.",
      cards: [
        {
          title: "Was Ihr Gebäude mitbringen sollte",
          items: [
            "Zusammenhängende Geschossflächen ab 600 m², idealerweise stützenfrei",
            "Deckenhöhen ab 3,5 m; 6 m für eine Hauptbühne",
            "Stromversorgung für LED-Wände und Produktion (mindestens 400 kW je Bühnenetage)",
            "Eine zentrale Lage mit ÖPNV-Anbindung und Hotels in der Nähe",
            "Eine Anlieferzone und ein Lastenaufzug zu den Eventetagen",
            "Eine Genehmigung als Versammlungsstätte oder ein realistischer Weg dorthin",
          ],
        },
        {
          title: "Was wir bieten",
          items: [
            `Eine Umsatzbeteiligung von ${rangeDe(p.royaltyPercent, percentDe)} des Bruttoumsatzes`,
            `Eine reduzierte Miete über ${rangeDe(p.reducedRentYears)} Jahre`,
            `${millionEurosDe(p.equityEur)} Eigenkapital für Ausbau, Technik und Eröffnung`,
            `Einen Masterplan innerhalb von ${rangeDe(p.designSprintDays)} Tagen ab Start des Design-Sprints`,
            `Einen Rollout über ${rangeDe(p.locations)} Standorte mit einem Partner`,
            "Offene Bücher und ein monatliches Reporting",
          ],
        },
      ],
    },
    whyLandlords: {
      id: "why-landlords",
      heading: "Warum Eigentümer mit SPARK zusammenarbeiten",
      cards: [
        {
          title: "Schwer vermietbare Etagen werden zur Adresse",
          text: "Große, tiefe Geschossflächen, die Büromieter nicht mehr suchen, sind genau das, was Bühnen und Studios brauchen.",
        },
        {
          title: "Jeden Tag Menschen im Haus",
          text: "Tausende Eventgäste im Jahr beleben Lobby und Restaurants, und davon profitieren auch die Büromieter in den oberen Etagen.",
        },
        {
          title: "Beteiligung am Erfolg",
          text: `Die Umsatzbeteiligung von ${rangeDe(p.royaltyPercent, percentDe)} des Bruttoumsatzes wächst mit der Location, zusätzlich zur reduzierten Miete.`,
        },
        {
          title: "Ein Partner, der investiert",
          text: `SPARK bringt ${millionEurosDe(p.equityEur)} Eigenkapital in Ausbau und Eröffnung ein und trägt den Betrieb.`,
        },
        {
          title: "Ein Konzept, das funktioniert",
          text: "SPARK Frankfurt richtet Konferenzen, Produktlaunches und Übertragungen für Kunden aus ganz Europa aus, mit erprobten Abläufen als Beleg.",
        },
        {
          title: "Umnutzung statt Abriss",
          text: "Wer bestehende Etagen zur Location umbaut, nutzt die graue Energie, die bereits im Gebäude steckt, und gibt ihm einen neuen Zweck.",
        },
      ],
    },
    proposal: {
      id: "proposal",
      heading: "Schlagen Sie uns Ihre Immobilie vor",
      lead: `Senden Sie ${contact().name} die Eckdaten Ihres Gebäudes. Innerhalb von zwei Wochen erhalten Sie eine erste Einschätzung und, wenn es passt, einen Termin für die Objektbesichtigung.`,
      contact: { name: contact().name, role: contact().roleDe, email: contact().email },
      buttonLabel: `An ${contact().name} schreiben`,
      mailto: buildMailto({
        to: contact().email,
        subject: "Vorschlag für eine Entwicklungspartnerschaft",
        body: proposalBodyDe(),
      }),
      checklist: [
        "Adresse und einige Fotos der Immobilie",
        "Grundrisse mit Flächen und Deckenhöhen",
        "Datum, ab dem die Etagen verfügbar sind",
        "Aktuelle Nutzung und Mietsituation",
      ],
    },
  },
});
