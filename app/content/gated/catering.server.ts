import { art } from "~/lib/art";
import { catering, changes } from "./figures.server";
import type { CateringPage } from "./schema";

// Handbook: catering (/event-planners/catering): meal types, packages and drinks tiers.

const pieces = `${catering.fingerfoodPieces.slice(0, -1).join(", ")} or ${catering.fingerfoodPieces.at(-1)}`;
const hours = (n: number) => `${n === 1 ? "one hour" : n === 2 ? "two hours" : `${n} hours`}`;

export const cateringPage: CateringPage = {
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
};
