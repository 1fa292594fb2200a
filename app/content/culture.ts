import { art } from "~/lib/art";
import type { Culture } from "./culture.schema";

// /company-culture: what SPARK stands for, in the order the spec names it.
export const culture: Culture = {
  intro:
    "SPARK started with a simple observation: companies spend months preparing an event and then lose half the impact to venues that were never built for it. We built one that is, and a team that treats every event as the most important one of the week.",
  mission: {
    title: "Mission",
    text: "We give companies a stage that makes their message land: spaces, technology and people that turn a meeting, a launch or a broadcast into an experience the audience remembers and acts on.",
  },
  vision: {
    title: "Vision",
    text: "We want SPARK to be the first place in Europe that event planners think of when a message matters, and a model for venues that are designed around the audience rather than the floor plan.",
  },
  purpose: {
    title: "Purpose",
    text: "People still decide, commit and get inspired together in a room. Our purpose is to make those moments possible, whether the audience sits in front of the stage or watches from the other side of the world.",
  },
  brandValues: [
    {
      name: "Centerstage",
      tagline: "Our clients are the show",
      description:
        "We are at our best when nobody notices us. Every decision, from the seating plan to the lighting cue, is made so that our clients and their message stand in the spotlight.",
    },
    {
      name: "Bold",
      tagline: "We try what others avoid",
      description:
        "Three floors connected into one show, a town hall for eleven countries, a keynote cut live like television: we say yes to ambitious ideas and then do the work to make them safe.",
    },
    {
      name: "Astute",
      tagline: "Clever beats expensive",
      description:
        "We look for the smart solution before the big one: the set-up that saves a changeover, the stream that reuses the stage cameras, the budget spent where the audience sees it.",
    },
  ],
  cultureCode: [
    {
      title: "Show up prepared",
      description:
        "We rehearse, we test, we check twice. Improvisation is for when the plan meets reality, not a replacement for one.",
    },
    {
      title: "Say it early",
      description:
        "A problem reported the week before is a detail; the same problem found on the day is a crisis. Bad news travels fast here.",
    },
    {
      title: "Own the whole event",
      description:
        "Nobody says 'not my department' on an event day. If you see something, you fix it or you find the person who can.",
    },
    {
      title: "Leave the stage better",
      description:
        "After every event we ask what we would do differently, write it down and change it before the next one.",
    },
    {
      title: "Respect the crew",
      description:
        "Technicians, caterers, cleaners and hosts make the show. We plan their hours as carefully as the client's agenda.",
    },
  ],
  corePrinciples: [
    {
      title: "Audience first",
      description:
        "Every choice starts with the person in the seat or behind the screen: can they see, hear, follow and take part?",
    },
    {
      title: "One team, one contact",
      description:
        "Clients talk to one event manager, who brings in technology, catering and creative so they never have to coordinate us.",
    },
    {
      title: "Reliability is a feature",
      description:
        "Our own equipment, our own technicians and a rehearsal for every show: we would rather be predictable than lucky.",
    },
    {
      title: "Transparent prices",
      description:
        "Quotes list what is included and what is not. There are no surprises on the invoice that we did not discuss first.",
    },
    {
      title: "Sustainable by default",
      description:
        "Permanently installed technology instead of trucks, LED instead of projection, regional catering and reusable stage elements.",
    },
  ],
  image: art("culture/skyline-stage-rehearsal"),
};
