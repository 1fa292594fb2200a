import { webinarLanding } from "./webinar-landing";
import { landingSchema, type WebinarLanding } from "./webinar-landing.schema";

// The webinar landing's texts as the team edits them (issue 45, decision 1153): webinar-landing.ts, or the
// version published from the back office (/staff/content/webinar), checked by the schema
// webinar-landing.test.ts checks the built copy with. What the layout and the rest of the site depend on
// stays as built whatever is stored: the pictures and their alt text, the agenda's minutes from the start,
// the host's name, the hero's eyebrow and the German button and label the spec fixes, and the number of
// items of every list the page lays out in a grid. The published version is read on the server only
// (webinar-landing-in-force.server.ts).

/** The content kind of the landing's texts. */
export const webinarLandingKind = "webinar-landing";

/** The landing's one content key. */
export const webinarLandingKey = `${webinarLandingKind}:led-wall`;

type Edited = Partial<Record<keyof WebinarLanding, unknown>> & {
  hero?: Record<string, unknown>;
  freeLabel?: Record<string, unknown>;
  host?: Record<string, unknown>;
};

const entry = (list: unknown, index: number): Record<string, unknown> | undefined =>
  Array.isArray(list) && list[index] && typeof list[index] === "object"
    ? (list[index] as Record<string, unknown>)
    : undefined;

/** The landing as edited: the built one's fixed parts with the edited texts, if they pass the schema. */
export function landingWith(edited: unknown, built: WebinarLanding = webinarLanding): WebinarLanding {
  if (edited === undefined || edited === null || typeof edited !== "object") return built;
  const typed = edited as Edited;
  const sameCount = (field: "learningPoints" | "audience" | "steps" | "stats") =>
    built[field].map((_, index) => entry(typed[field], index));
  const parsed = landingSchema.safeParse({
    ...typed,
    hero: { ...typed.hero, eyebrow: built.hero.eyebrow, image: built.hero.image, imageAlt: built.hero.imageAlt },
    freeLabel: { ...typed.freeLabel, de: built.freeLabel.de },
    callToAction: built.callToAction,
    stats: sameCount("stats"),
    learningPoints: sameCount("learningPoints"),
    agenda: built.agenda.map((item, index) => ({ ...entry(typed.agenda, index), offsetMinutes: item.offsetMinutes })),
    audience: sameCount("audience"),
    testimonials: built.testimonials.map((item, index) => ({
      ...entry(typed.testimonials, index),
      portrait: item.portrait,
    })),
    steps: sameCount("steps"),
    host: { ...typed.host, name: built.host.name, portrait: built.host.portrait },
  });
  return parsed.success ? parsed.data : built;
}
