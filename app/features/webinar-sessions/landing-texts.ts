import { webinar } from "../../../server/domain/webinar/webinar";
import { webinarLanding } from "~/content/webinar-landing";
import { seatsLeftText, viewSchedule, type SessionView } from "../../../server/domain/webinar/session-view";

// The landing page's date texts, all from the session it shows (issue 16): no date lives in the
// copy. Without a session to offer, the page says so and names no date.

export const noSessionTexts = {
  heading: "Benachrichtigen Sie mich beim nächsten Termin",
  none: "Derzeit ist kein Termin für dieses Webinar geplant. Tragen Sie Ihre E-Mail-Adresse ein: Wir schreiben Ihnen einmal, sobald der nächste Termin feststeht.",
  full: "Alle Plätze der geplanten Termine sind vergeben. Tragen Sie Ihre E-Mail-Adresse ein: Wir schreiben Ihnen einmal, sobald ein neuer Termin feststeht.",
  eyebrow: "Live-Webinar · Nächster Termin folgt",
  callToAction: "Beim nächsten Termin benachrichtigen",
};

/** The session the page shows: the next one with a free seat, else the next open one (full). */
export function shownSession(sessions: SessionView[]): SessionView | undefined {
  return sessions.find((s) => s.seatsLeft > 0) ?? sessions[0];
}

export function landingTexts(sessions: SessionView[]) {
  const session = shownSession(sessions);
  const bookable = sessions.filter((s) => s.seatsLeft > 0);
  // Each agenda time carries a machine-readable `dateTime`: the moment when a session is shown, else the
  // offset as a duration (HTML's <time> needs one or the other).
  const agendaOf = (clock: (offset: number) => { time: string; dateTime: string }) =>
    webinarLanding.agenda.map((item) => ({ ...item, ...clock(item.offsetMinutes) }));
  if (!session || bookable.length === 0) {
    return {
      session,
      bookable,
      eyebrow: noSessionTexts.eyebrow,
      facts: webinarLanding.hero.facts,
      agenda: agendaOf((offset) => ({ time: `+${offset} Min.`, dateTime: `PT${offset}M` })),
      agendaLead: `${webinar.durationMinutes} Minuten, live und online.`,
      summary: session ? noSessionTexts.full : noSessionTexts.none,
      dialogDescription: `Live-Webinar „${webinar.title}“, online.`,
      description: `Kostenfreies Live-Webinar mit ${webinar.host.name}: LED-Wall-Events planen, budgetieren und inszenieren. Der nächste Termin folgt, wir benachrichtigen Sie gern.`,
    };
  }
  const schedule = viewSchedule(session);
  const seats = seatsLeftText(session);
  const clock = (offset: number) => {
    const dateTime = new Date(Date.parse(session.startsAt) + offset * 60_000).toISOString();
    return { time: viewSchedule({ startsAt: dateTime, durationMinutes: 0 }).time, dateTime };
  };
  return {
    session,
    bookable,
    eyebrow: `Live-Webinar · ${schedule.date} · ${schedule.time} Uhr`,
    facts: [
      `${schedule.dateLong}, ${schedule.time}-${schedule.endTime} Uhr`,
      ...webinarLanding.hero.facts,
      ...(seats ? [seats] : []),
    ],
    agenda: agendaOf(clock),
    agendaLead: `${schedule.dateLong}, ${schedule.time}-${schedule.endTime} Uhr, live und online.`,
    dialogDescription: `Live-Webinar „${webinar.title}“ am ${schedule.dateLong}, ${schedule.time}-${schedule.endTime} Uhr, online.`,
    summary: `${schedule.dateLong}, ${schedule.time} Uhr · ${session.durationMinutes} Minuten live${seats ? ` · ${seats}` : ""} · ${webinarLanding.freeLabel}.`,
    description: `Kostenfreies Live-Webinar am ${schedule.date} um ${schedule.time} Uhr: LED-Wall-Events planen, budgetieren und inszenieren. ${session.durationMinutes} Minuten mit ${webinar.host.name}.`,
  };
}

/** The date options of the registration form: every open session with a free seat. */
export function dateOptions(sessions: SessionView[]) {
  return sessions
    .filter((s) => s.seatsLeft > 0)
    .map((s) => ({ value: String(s.id), label: viewSchedule(s).dateOptionLabel }));
}
