import { z } from "zod";
import { art } from "~/lib/art";
import { artSlotSchema, copySchema, kebabIdSchema, textOf } from "./content-schemas";
import { sample } from "../../server/domain/company/sample.ts";
import { capacityText } from "../../server/domain/company/venue-figures";
import { text } from "../../server/domain/company/locale";

// SPARK's films on its video channel: the gallery's Videos category, the stage and product heroes'
// 'Watch Video' and the explorers' 'Watch Video' dialogs all use these, by id.

export const filmSchema = z.object({
  id: kebabIdSchema,
  title: textOf(copySchema),
  description: textOf(copySchema),
  /** Minutes and seconds, e.g. "2:14". */
  duration: z.string().regex(/^\d{1,2}:\d{2}$/),
  thumbnail: artSlotSchema,
  vimeoId: z.string().regex(/^\d{6,12}$/),
  venue: z.enum(["skyline", "liberty", "horizon"]).optional(),
});
export type Film = z.infer<typeof filmSchema>;

export const films: Film[] = [
  {
    id: "skyline-stage-film",
    title: text("Skyline Stage after dark", "Skyline Stage bei Nacht"),
    description: text(
      "A walk across floor 6 at blue hour: the two LED walls, the lounge, and the terrace as the city lights come on.",
      "Ein Gang über die 6. Etage zur blauen Stunde: die beiden LED-Wände, die Lounge und die Terrasse, während in der Stadt die Lichter angehen.",
    ),
    duration: "2:14",
    thumbnail: art("gallery/video-skyline-stage-event"),
    vimeoId: sample("film-ids", "912734501"),
    venue: "skyline",
  },
  {
    id: "liberty-atrium-film",
    title: text("Liberty Atrium: from empty hall to gala", "Liberty Atrium: vom leeren Saal zur Gala"),
    description: text(
      "Twelve hours in ninety seconds: the Atrium goes from bare floor to a gala dinner for 160 under the 6 metre ceiling.",
      "Zwölf Stunden in neunzig Sekunden: Das Atrium wird vom leeren Saal zum Galadinner für 160 Gäste unter der 6 Meter hohen Decke.",
    ),
    duration: "1:32",
    thumbnail: art("gallery/video-liberty-atrium-gala"),
    vimeoId: sample("film-ids", "912734577"),
    venue: "liberty",
  },
  {
    id: "horizon-stage-film",
    title: text("Horizon Stage: the production stage", "Horizon Stage: die Produktionsbühne"),
    description: text(
      "Our technical director shows the rigging, the 500 kW power distribution and the broadcast gallery behind Horizon's LED wall.",
      "Unser technischer Leiter zeigt das Rigging, die Stromverteilung mit 500 kW und die Broadcast-Regie hinter der LED-Wand von Horizon.",
    ),
    duration: "3:05",
    thumbnail: art("gallery/video-horizon-stage"),
    vimeoId: sample("film-ids", "912734629"),
    venue: "horizon",
  },
  {
    id: "horizon-launch-film",
    title: text("A car reveal on Horizon", "Eine Fahrzeugpremiere auf Horizon"),
    description: text(
      `How an automotive brand revealed its new model to ${capacityText.single} guests in the room and 12,000 on the live stream.`,
      `Wie eine Automarke ihr neues Modell ${capacityText.single} Gästen im Saal und 12.000 Zuschauern im Livestream vorgestellt hat.`,
    ),
    duration: "2:48",
    thumbnail: art("gallery/video-horizon-launch"),
    vimeoId: sample("film-ids", "912734688"),
    venue: "horizon",
  },
  {
    id: "hybrid-conference-film",
    title: text("One conference, three floors", "Eine Konferenz, drei Etagen"),
    description: text(
      `A ${capacityText.triple}-guest partner summit across Skyline, Liberty and Horizon, linked by live relays and a shared run of show.`,
      `Ein Partnergipfel mit ${capacityText.triple} Gästen auf Skyline, Liberty und Horizon, verbunden durch Live-Schaltungen und einen gemeinsamen Ablaufplan.`,
    ),
    duration: "3:40",
    thumbnail: art("gallery/video-skyline-liberty-horizon-summit"),
    vimeoId: sample("film-ids", "912734712"),
  },
  {
    id: "town-hall-film",
    title: text("Town hall for 400 employees", "Mitarbeiterversammlung für 400 Beschäftigte"),
    description: text(
      "A bank's quarterly town hall: the CEO on the Liberty stage, questions from the Skyline floor upstairs, the whole company watching online.",
      "Die Quartalsversammlung einer Bank: der CEO auf der Liberty-Bühne, Fragen aus der Skyline-Etage darüber, das ganze Unternehmen online dabei.",
    ),
    duration: "2:21",
    thumbnail: art("gallery/video-liberty-town-hall"),
    vimeoId: sample("film-ids", "912734745"),
    venue: "liberty",
  },
  {
    id: "sky-terrace-film",
    title: text("Summer on the Sky Terrace", "Sommer auf der Sky Terrace"),
    description: text(
      "Sunset receptions, a BBQ for 120 and the last guests leaving at two: a summer evening on the 400 sqm rooftop terrace.",
      "Empfänge bei Sonnenuntergang, ein Barbecue für 120 Gäste und die letzten gehen um zwei: ein Sommerabend auf der 400 m² großen Dachterrasse.",
    ),
    duration: "1:18",
    thumbnail: art("gallery/video-skyline-terrace"),
    vimeoId: sample("film-ids", "912734790"),
    venue: "skyline",
  },
  {
    id: "skyline-studio-film",
    title: text("Inside the Skyline Studio", "Im Skyline Studio"),
    description: text(
      "A podcast episode and a live panel recorded back to back: what the studio's three cameras, LED backdrop and encoder can do.",
      "Eine Podcastfolge und ein Live-Panel direkt nacheinander aufgezeichnet: was die drei Kameras, der LED-Hintergrund und der Encoder des Studios können.",
    ),
    duration: "2:02",
    thumbnail: art("gallery/video-skyline-studio"),
    vimeoId: sample("film-ids", "912734833"),
    venue: "skyline",
  },
  {
    id: "building-timelapse-film",
    title: text("48 hours of build-up", "48 Stunden Aufbau"),
    description: text(
      "A timelapse of a two-day build: trucks at the loading bay, stage decks, rigging, LED tiles and the doors opening for the first guest.",
      "Zwei Tage Aufbau im Zeitraffer: Lkw an der Ladezone, Bühnenpodeste, Rigging, LED-Module und die Türen, die sich für den ersten Gast öffnen.",
    ),
    duration: "1:05",
    thumbnail: art("gallery/video-building-timelapse"),
    vimeoId: sample("film-ids", "912734867"),
  },
];

function filmById(id: string): Film {
  const film = films.find((candidate) => candidate.id === id);
  if (!film) throw new Error(`Unknown film ${id}`);
  return film;
}

/** The player URL embedded after the visitor's click (an origin allowed by the CSP). */
export function filmEmbedUrl(id: string): string {
  return filmPlayerUrl(filmById(id));
}

/** The player URL of a film as given (as built, or as published from the back office). */
export function filmPlayerUrl(film: Film): string {
  return `https://player.vimeo.com/video/${film.vimeoId}?dnt=1`;
}

/** The film's own page on the video platform (opened in a new tab from the gallery). */
export function filmPageUrl(film: Film): string {
  return `https://vimeo.com/${film.vimeoId}`;
}
