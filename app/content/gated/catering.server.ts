import { art } from "~/lib/art";
import { catering, changes, wordDe } from "./figures.server";
import { bilingual, type Bilingual } from "../../../server/domain/company/locale";
import type { CateringPage } from "./schema";

// Handbook: catering (/event-planners/catering): meal types, packages and drinks tiers.

const pieces = `${catering.fingerfoodPieces.slice(0, -1).join(", ")} or ${catering.fingerfoodPieces.at(-1)}`;
const hours = (n: number) => `${n === 1 ? "one hour" : n === 2 ? "two hours" : `${n} hours`}`;
const piecesDe = `${catering.fingerfoodPieces.slice(0, -1).join(", ")} oder ${catering.fingerfoodPieces.at(-1)}`;
const hoursDe = (n: number) => (n === 1 ? "eine Stunde" : `${wordDe(n)} Stunden`);

export const cateringPage: Bilingual<CateringPage> = bilingual<CateringPage>({
  en: {
    hero: {
      eyebrow: "Catering",
      title: "Cooked in our own kitchen, timed to your programme",
      lead: "Seasonal menus from the Rhine-Main region, served when your programme breaks. Choose the meals for your day, then a package and a drinks tier.",
      image: art("catering/handbook-kitchen"),
      imageAlt: "",
    },
    mealTypes: {
      id: "meals",
      heading: "Meal types",
      lead: "The building blocks of your day. Service times are planned with your run of show.",
      meals: [
        {
          title: "Breakfast",
          duration: `${hours(catering.breakfastHours)} of service`,
          description:
            "Coffee and tea, fresh juices, bread rolls from a Frankfurt bakery, cheese and cold cuts, yoghurt with seasonal fruit and granola, and warm bites on request.",
          image: art("catering/handbook-breakfast"),
        },
        {
          title: "Fingerfood",
          duration: `${pieces} pieces per guest`,
          description: `Served on trays or from stations. ${catering.fingerfoodPieces[0]} pieces for a reception after a talk, ${catering.fingerfoodPieces[1]} for a networking hour, ${catering.fingerfoodPieces[2]} for a long evening and ${catering.fingerfoodPieces[3]} as a full standing dinner.`,
          image: art("catering/handbook-fingerfood"),
        },
        {
          title: "Lunch fingerfood",
          duration: `${hours(catering.lunchFingerfoodHours)} of service`,
          description:
            "A standing lunch in the foyer so that guests keep talking: bowls, small warm dishes and salads, with a vegetarian and a vegan option in every round.",
          image: art("catering/handbook-lunch"),
        },
        {
          title: "Dinner",
          duration: `${hours(catering.dinnerHours)} of service`,
          description:
            "Seated with three or four courses, or as a buffet or BBQ from the packages below. Table service by our own team, wine pairing on request.",
          image: art("catering/handbook-dinner"),
        },
        {
          title: "Coffee breaks",
          duration: "Throughout the day",
          description:
            "Coffee from our baristas, tea, water, seasonal fruit and something sweet in the morning and afternoon breaks.",
          image: art("catering/handbook-coffee"),
        },
      ],
    },
    packages: {
      id: "packages",
      heading: "Packages",
      lead: "Complete menus for the evening, each adaptable to vegetarian, vegan and allergen-free needs.",
      tiers: [
        {
          name: "Buffet",
          lead: "A generous buffet for networking dinners and conference evenings.",
          items: [
            "Market salads with herbs from the Wetterau",
            "Roasted autumn squash with feta and pumpkin seeds",
            "Braised beef cheek with Frankfurt green sauce",
            "Corn-fed chicken with lemon, thyme and potatoes",
            "Tagliatelle with wild mushrooms (vegetarian)",
            "Dessert table with apple crumble and chocolate mousse",
          ],
        },
        {
          name: "BBQ",
          lead: "Grilled on the rooftop terrace in summer, or in the foyer with an indoor grill station.",
          items: [
            "Rhön beef burgers with cheddar and onion jam",
            "Bratwurst from a Frankfurt butcher",
            "Grilled halloumi and vegetable skewers",
            "Corn on the cob with smoked butter",
            "Potato salad with cucumber and dill",
            "Grilled peaches with vanilla ice cream",
          ],
        },
        {
          name: "Christmas dinner",
          lead: "A festive seated menu for company Christmas parties in November and December.",
          items: [
            "Chestnut soup with cranberries",
            "Roast goose leg with red cabbage and potato dumplings",
            "Celeriac schnitzel with red cabbage (vegetarian)",
            "Gingerbread parfait with mulled-wine cherries",
            "Christmas stollen and coffee",
          ],
        },
      ],
    },
    drinks: {
      id: "drinks",
      heading: "Drinks",
      lead: "Three tiers, served by our bar team for the duration of your event.",
      tiers: [
        {
          name: "Standard",
          lead: "Everything for a working day and a relaxed evening.",
          items: [
            "Water, still and sparkling",
            "Soft drinks and juices",
            "Draught beer and alcohol-free beer",
            "House red, white and rosé wine",
            "Coffee and tea",
          ],
        },
        {
          name: "Premium",
          lead: "More choice for receptions and dinners.",
          items: [
            "Everything in Standard",
            "Winzersekt from the Rheingau for the welcome",
            "Selected wines from German estates",
            "Craft beer from the region",
            "Homemade lemonades",
          ],
        },
        {
          name: "Signature",
          lead: "For galas and evenings to remember.",
          items: [
            "Everything in Premium",
            "Champagne for the welcome",
            "Wine pairing with every course",
            "Cocktail bar with a signature drink for your event",
            "Digestifs and a late-night coffee bar",
          ],
        },
      ],
    },
    ordering: {
      id: "ordering",
      heading: "Ordering and dietary requirements",
      paragraphs: [
        `Menus are final ${changes.changeDeadlineDays} days before your event, together with the floor plan. Send us dietary requirements with your final guest count: every menu has a vegetarian option, and we prepare vegan, gluten-free, lactose-free and halal dishes for the numbers you give us.`,
        `A change of more than ${changes.participants.notifyAbovePercent}% in guest numbers must reach us ten working days before the event with our written consent; fewer guests do not reduce the invoice.`,
      ],
      links: [
        { label: "All deadlines", href: "/event-planners/deadlines" },
        { label: "Culinary Services deck", href: "/event-planners/our-packages" },
      ],
    },
  },
  de: {
    hero: {
      eyebrow: "Catering",
      title: "Aus unserer eigenen Küche, abgestimmt auf Ihr Programm",
      lead: "Saisonale Menüs aus dem Rhein-Main-Gebiet, serviert, wenn Ihr Programm Pause macht. Wählen Sie die Mahlzeiten für Ihren Tag, dann ein Paket und eine Getränkestufe.",
      image: art("catering/handbook-kitchen"),
      imageAlt: "",
    },
    mealTypes: {
      id: "meals",
      heading: "Mahlzeiten",
      lead: "Die Bausteine Ihres Tages. Die Servicezeiten planen wir nach Ihrem Ablaufplan.",
      meals: [
        {
          title: "Frühstück",
          duration: `${hoursDe(catering.breakfastHours)} Servicezeit`,
          description:
            "Kaffee und Tee, frische Säfte, Brötchen von einer Frankfurter Bäckerei, Käse und Aufschnitt, Joghurt mit saisonalem Obst und Granola, auf Wunsch auch warme Kleinigkeiten.",
          image: art("catering/handbook-breakfast"),
        },
        {
          title: "Fingerfood",
          duration: `${piecesDe} Stück pro Gast`,
          description: `Auf Tabletts gereicht oder an Stationen. ${catering.fingerfoodPieces[0]} Stück für einen Empfang nach einem Vortrag, ${catering.fingerfoodPieces[1]} für eine Stunde Networking, ${catering.fingerfoodPieces[2]} für einen langen Abend und ${catering.fingerfoodPieces[3]} als vollwertiges Stehdinner.`,
          image: art("catering/handbook-fingerfood"),
        },
        {
          title: "Fingerfood zum Mittag",
          duration: `${hoursDe(catering.lunchFingerfoodHours)} Servicezeit`,
          description:
            "Ein Stehlunch im Foyer, damit Ihre Gäste im Gespräch bleiben: Bowls, kleine warme Gerichte und Salate, in jeder Runde mit einer vegetarischen und einer veganen Variante.",
          image: art("catering/handbook-lunch"),
        },
        {
          title: "Dinner",
          duration: `${hoursDe(catering.dinnerHours)} Servicezeit`,
          description:
            "Gesetzt mit drei oder vier Gängen oder als Buffet oder BBQ aus den Paketen unten. Am Tisch serviert unser eigenes Team, Weinbegleitung gibt es auf Wunsch.",
          image: art("catering/handbook-dinner"),
        },
        {
          title: "Kaffeepausen",
          duration: "Den ganzen Tag über",
          description:
            "Kaffee von unseren Baristas, Tee, Wasser, saisonales Obst und etwas Süßes in den Pausen am Vormittag und am Nachmittag.",
          image: art("catering/handbook-coffee"),
        },
      ],
    },
    packages: {
      id: "packages",
      heading: "Pakete",
      lead: "Komplette Menüs für den Abend, jeweils auch vegetarisch, vegan und ohne Allergene möglich.",
      tiers: [
        {
          name: "Buffet",
          lead: "Ein großzügiges Buffet für Networking-Dinner und Konferenzabende.",
          items: [
            "Marktsalate mit Kräutern aus der Wetterau",
            "Gerösteter Kürbis mit Feta und Kürbiskernen",
            "Geschmorte Rinderbäckchen mit Frankfurter Grüner Soße",
            "Maishähnchen mit Zitrone, Thymian und Kartoffeln",
            "Tagliatelle mit Waldpilzen (vegetarisch)",
            "Desserttisch mit Apple Crumble und Mousse au Chocolat",
          ],
        },
        {
          name: "BBQ",
          lead: "Im Sommer auf der Dachterrasse gegrillt, sonst im Foyer an einer Indoor-Grillstation.",
          items: [
            "Burger vom Rhöner Rind mit Cheddar und Zwiebelmarmelade",
            "Bratwurst aus einer Frankfurter Metzgerei",
            "Gegrillter Halloumi und Gemüsespieße",
            "Maiskolben mit Rauchbutter",
            "Kartoffelsalat mit Gurke und Dill",
            "Gegrillte Pfirsiche mit Vanilleeis",
          ],
        },
        {
          name: "Weihnachtsdinner",
          lead: "Ein festliches Menü am Tisch für Firmenweihnachtsfeiern im November und Dezember.",
          items: [
            "Maronensuppe mit Cranberrys",
            "Gänsekeule mit Rotkohl und Kartoffelklößen",
            "Sellerieschnitzel mit Rotkohl (vegetarisch)",
            "Lebkuchenparfait mit Glühweinkirschen",
            "Christstollen und Kaffee",
          ],
        },
      ],
    },
    drinks: {
      id: "drinks",
      heading: "Getränke",
      lead: "Drei Stufen, ausgeschenkt von unserem Barteam für die gesamte Dauer Ihrer Veranstaltung.",
      tiers: [
        {
          name: "Standard",
          lead: "Alles für einen Arbeitstag und einen entspannten Abend.",
          items: [
            "Wasser, still und mit Kohlensäure",
            "Softdrinks und Säfte",
            "Bier vom Fass und alkoholfreies Bier",
            "Hauswein: rot, weiß und rosé",
            "Kaffee und Tee",
          ],
        },
        {
          name: "Premium",
          lead: "Mehr Auswahl für Empfänge und Dinner.",
          items: [
            "Alles aus Standard",
            "Winzersekt aus dem Rheingau zur Begrüßung",
            "Ausgewählte Weine deutscher Weingüter",
            "Craft Beer aus der Region",
            "Hausgemachte Limonaden",
          ],
        },
        {
          name: "Signature",
          lead: "Für Galas und Abende, die in Erinnerung bleiben.",
          items: [
            "Alles aus Premium",
            "Champagner zur Begrüßung",
            "Weinbegleitung zu jedem Gang",
            "Cocktailbar mit einem eigens für Ihre Veranstaltung kreierten Drink",
            "Digestifs und eine Kaffeebar bis spät in den Abend",
          ],
        },
      ],
    },
    ordering: {
      id: "ordering",
      heading: "Bestellung und Ernährungswünsche",
      paragraphs: [
        `Die Menüs stehen ${changes.changeDeadlineDays} Tage vor Ihrer Veranstaltung fest, zusammen mit dem Raumplan. Senden Sie uns Ernährungswünsche und Unverträglichkeiten mit Ihrer endgültigen Gästezahl: Jedes Menü hat eine vegetarische Variante, und vegane, glutenfreie, laktosefreie und Halal-Gerichte bereiten wir für die Anzahl zu, die Sie uns nennen.`,
        `Eine Änderung der Gästezahl um mehr als ${changes.participants.notifyAbovePercent}\u00a0% muss uns ${wordDe(changes.participants.noticeWorkingDays)} Werktage vor der Veranstaltung erreichen und braucht unsere schriftliche Zustimmung. Weniger Gäste mindern die Rechnung nicht.`,
      ],
      links: [
        { label: "Alle Fristen", href: "/event-planners/deadlines" },
        { label: "Paketübersicht Kulinarik", href: "/event-planners/our-packages" },
      ],
    },
  },
});
