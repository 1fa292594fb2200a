import { webinar, webinarWords } from "../../../server/domain/webinar/webinar";
import { webinarLanding, type WebinarLanding } from "~/content/webinar-landing";
import { bilingual, inLocale, type InLocale, type Locale } from "~/lib/i18n/locale";
import { seatsLeftText, viewSchedule, type SessionView } from "../../../server/domain/webinar/session-view";

// The landing page's date texts in the page's language, all from the session it shows (issue 16): no
// date lives in the copy. Without a session to offer, the page says so and names no date. German dates
// as the spec writes them ("18.07.2025, 11:00 Uhr"); English ones name the clock ("11:00 (Frankfurt time)").

export const noSessionTexts = bilingual({
  en: {
    heading: "Notify me of the next date",
    none: "No date is currently planned for this webinar. Leave your email address and we will write to you once, as soon as the next date is set.",
    full: "All places for the planned dates have been taken. Leave your email address and we will write to you once, as soon as a new date is set.",
    eyebrow: "Live webinar · Next date to follow",
    callToAction: "Notify me of the next date",
  },
  de: {
    heading: "Benachrichtigen Sie mich beim nächsten Termin",
    none: "Derzeit ist kein Termin für dieses Webinar geplant. Tragen Sie Ihre E-Mail-Adresse ein: Wir schreiben Ihnen einmal, sobald der nächste Termin feststeht.",
    full: "Alle Plätze der geplanten Termine sind vergeben. Tragen Sie Ihre E-Mail-Adresse ein: Wir schreiben Ihnen einmal, sobald ein neuer Termin feststeht.",
    eyebrow: "Live-Webinar · Nächster Termin folgt",
    callToAction: "Beim nächsten Termin benachrichtigen",
  },
});

type Schedule = ReturnType<typeof viewSchedule>;

const words = bilingual({
  en: {
    offset: (minutes: number) => `+${minutes} min`,
    noSessionLead: `${webinar.durationMinutes} minutes, live and online.`,
    noSessionDialog: `Live webinar “${webinarWords.en.title}”, online.`,
    noSessionDescription: `Free live webinar with ${webinar.host.name}: how to plan, budget and stage LED wall events. The next date will follow; we will gladly let you know.`,
    eyebrow: (s: Schedule) => `Live webinar · ${s.date} · ${s.time} (${s.zone})`,
    span: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} (${s.zone})`,
    agendaLead: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} ${s.zone}, live and online.`,
    dialog: (s: Schedule) =>
      `Live webinar “${webinarWords.en.title}” on ${s.dateLong}, ${s.time}-${s.endTime} (${s.zone}), online.`,
    summary: (s: Schedule, minutes: number, seats: string, free: string) =>
      `${s.dateLong}, ${s.time} (${s.zone}) · ${minutes} minutes live${seats} · ${free}.`,
    description: (s: Schedule, minutes: number) =>
      `Free live webinar on ${s.date} at ${s.time} ${s.zone}: how to plan, budget and stage LED wall events. ${minutes} minutes with ${webinar.host.name}.`,
  },
  de: {
    offset: (minutes: number) => `+${minutes} Min.`,
    noSessionLead: `${webinar.durationMinutes} Minuten, live und online.`,
    noSessionDialog: `Live-Webinar „${webinar.title}“, online.`,
    noSessionDescription: `Kostenfreies Live-Webinar mit ${webinar.host.name}: LED-Wall-Events planen, budgetieren und inszenieren. Der nächste Termin folgt, wir benachrichtigen Sie gern.`,
    eyebrow: (s: Schedule) => `Live-Webinar · ${s.date} · ${s.time} Uhr`,
    span: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} Uhr`,
    agendaLead: (s: Schedule) => `${s.dateLong}, ${s.time}-${s.endTime} Uhr, live und online.`,
    dialog: (s: Schedule) => `Live-Webinar „${webinar.title}“ am ${s.dateLong}, ${s.time}-${s.endTime} Uhr, online.`,
    summary: (s: Schedule, minutes: number, seats: string, free: string) =>
      `${s.dateLong}, ${s.time} Uhr · ${minutes} Minuten live${seats} · ${free}.`,
    description: (s: Schedule, minutes: number) =>
      `Kostenfreies Live-Webinar am ${s.date} um ${s.time} Uhr: LED-Wall-Events planen, budgetieren und inszenieren. ${minutes} Minuten mit ${webinar.host.name}.`,
  },
});

/** The session the page shows: the next one with a free seat, else the next open one (full). */
export function shownSession(sessions: SessionView[]): SessionView | undefined {
  return sessions.find((s) => s.seatsLeft > 0) ?? sessions[0];
}

/** `content`: the landing's texts in the page's language, as published (the built ones by default). */
export function landingTexts(
  sessions: SessionView[],
  locale: Locale = "de",
  content: InLocale<WebinarLanding> = inLocale(webinarLanding, locale),
) {
  const t = words[locale];
  const session = shownSession(sessions);
  const bookable = sessions.filter((s) => s.seatsLeft > 0);
  // Each agenda time carries a machine-readable `dateTime`: the moment when a session is shown, else the
  // offset as a duration (HTML's <time> needs one or the other).
  const agendaOf = (clock: (offset: number) => { time: string; dateTime: string }) =>
    content.agenda.map((item) => ({ ...item, ...clock(item.offsetMinutes) }));
  if (!session || bookable.length === 0) {
    const none = noSessionTexts[locale];
    return {
      session,
      bookable,
      eyebrow: none.eyebrow,
      facts: content.hero.facts,
      agenda: agendaOf((offset) => ({ time: t.offset(offset), dateTime: `PT${offset}M` })),
      agendaLead: t.noSessionLead,
      summary: session ? none.full : none.none,
      dialogDescription: t.noSessionDialog,
      description: t.noSessionDescription,
    };
  }
  const schedule = viewSchedule(session, locale);
  const seats = seatsLeftText(session, locale);
  const clock = (offset: number) => {
    const dateTime = new Date(Date.parse(session.startsAt) + offset * 60_000).toISOString();
    return { time: viewSchedule({ startsAt: dateTime, durationMinutes: 0 }, locale).time, dateTime };
  };
  return {
    session,
    bookable,
    eyebrow: t.eyebrow(schedule),
    facts: [t.span(schedule), ...content.hero.facts, ...(seats ? [seats] : [])],
    agenda: agendaOf(clock),
    agendaLead: t.agendaLead(schedule),
    dialogDescription: t.dialog(schedule),
    summary: t.summary(schedule, session.durationMinutes, seats ? ` · ${seats}` : "", content.freeLabel),
    description: t.description(schedule, session.durationMinutes),
  };
}

/** The date options of the registration form: every open session with a free seat. */
export function dateOptions(sessions: SessionView[], locale: Locale = "de") {
  return sessions
    .filter((s) => s.seatsLeft > 0)
    .map((s) => ({ value: String(s.id), label: viewSchedule(s, locale).dateOptionLabel }));
}
