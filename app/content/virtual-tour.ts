import { art } from "~/lib/art";
import { sample } from "../../server/domain/company/sample.ts";

// /360-view: the Matterport tour of the building and what each floor holds (spec section 9:
// event floors 4, 5, 6; floors 7 and 8 are co-working).
export const virtualTour = {
  provider: "Matterport",
  src: sample("matterport-model", "https://my.matterport.com/show/?m=sPk7Fr4nkFt&play=1&qs=1"),
  title: "SPARK Frankfurt 360° virtual tour",
  poster: art("venue/virtual-tour-skyline"),
  floors: [
    {
      id: "floor-4",
      label: "Floor 4",
      name: "Horizon",
      description:
        "The tallest event floor, with a 6.5 m ceiling, 600-650 sqm and 500 kW of power. Horizon Stage, Horizon Hub and the Directors Circle boardroom for large productions and their VIP guests.",
    },
    {
      id: "floor-5",
      label: "Floor 5",
      name: "Liberty",
      description:
        "Six spaces around a 6 m atrium: Atrium, Workshop, Arena, Straight-up, Boardroom and Hub. Built for formats that move between plenary, workshops and small-group sessions.",
    },
    {
      id: "floor-6",
      label: "Floor 6",
      name: "Skyline",
      description:
        "The top event floor with two LED walls of 10 x 3 m and 5 x 3 m, a studio and the rooftop terrace with a view over the Frankfurt skyline: 1000 sqm inside, 1400 sqm with the terrace.",
    },
    {
      id: "floors-7-8",
      label: "Floors 7-8",
      name: "Co-working",
      description:
        "Private offices, team suites and open co-working desks above the event floors, for companies that want stages, studios and meeting rooms one lift ride away.",
    },
  ],
} as const;
