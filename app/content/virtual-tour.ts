import { art } from "~/lib/art";
import { sample } from "../../server/domain/company/sample.ts";
import { text } from "../../server/domain/company/locale";

// /360-view: the Matterport tour of the building and what each floor holds (spec section 9:
// event floors 4, 5, 6; floors 7 and 8 are co-working). Texts in English and German (decision 0696).
export const virtualTour = {
  provider: "Matterport",
  src: sample("matterport-model", "https://my.matterport.com/show/?m=sPk7Fr4nkFt&play=1&qs=1"),
  title: text("SPARK Frankfurt 360° virtual tour", "360°-Rundgang durch SPARK Frankfurt"),
  poster: art("venue/virtual-tour-skyline"),
  floors: [
    {
      id: "floor-4",
      label: text("Floor 4", "Etage 4"),
      name: text("Horizon", "Horizon"),
      description: text(
        "The tallest event floor, with a 6.5 m ceiling, 600-650 sqm and 500 kW of power. Horizon Stage, Horizon Hub and the Directors Circle boardroom for large productions and their VIP guests.",
        "Die höchste Eventetage: 6,5 m Deckenhöhe, 600–650 m² und 500 kW Leistung. Horizon Stage, Horizon Hub und der Directors Circle als Boardroom – für große Produktionen und ihre VIP-Gäste.",
      ),
    },
    {
      id: "floor-5",
      label: text("Floor 5", "Etage 5"),
      name: text("Liberty", "Liberty"),
      description: text(
        "Six spaces around a 6 m atrium: Atrium, Workshop, Arena, Straight-up, Boardroom and Hub. Built for formats that move between plenary, workshops and small-group sessions.",
        "Sechs Flächen rund um ein 6 m hohes Atrium: Atrium, Workshop, Arena, Straight-up, Boardroom und Hub. Gemacht für Formate, die zwischen Plenum, Workshops und Arbeit in kleinen Gruppen wechseln.",
      ),
    },
    {
      id: "floor-6",
      label: text("Floor 6", "Etage 6"),
      name: text("Skyline", "Skyline"),
      description: text(
        "The top event floor with two LED walls of 10 x 3 m and 5 x 3 m, a studio and the rooftop terrace with a view over the Frankfurt skyline: 1000 sqm inside, 1400 sqm with the terrace.",
        "Die oberste Eventetage mit zwei LED-Wänden von 10 x 3 m und 5 x 3 m, einem Studio und der Dachterrasse mit Blick auf die Frankfurter Skyline: 1.000 m² innen, 1.400 m² mit Terrasse.",
      ),
    },
    {
      id: "floors-7-8",
      label: text("Floors 7-8", "Etagen 7–8"),
      name: text("Co-working", "Coworking"),
      description: text(
        "Private offices, team suites and open co-working desks above the event floors, for companies that want stages, studios and meeting rooms one lift ride away.",
        "Private Büros, Team-Suiten und offene Coworking-Arbeitsplätze über den Eventetagen – für Unternehmen, die Bühnen, Studios und Meetingräume nur eine Aufzugfahrt entfernt haben möchten.",
      ),
    },
  ],
} as const;
