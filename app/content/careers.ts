import type { Careers } from "./careers.schema";
import { sample } from "../../server/domain/company/sample.ts";
import { site } from "../../server/domain/company/site";

// /careers: why work here, how applying works, and the open roles. Applications go to
// site.email.careers through the mail-draft module.
export const careers: Careers = {
  intro: sample(
    "careers-roles",
    "Behind every event at SPARK is a team of about forty people: technicians, producers, event managers, chefs' partners, designers and the people who keep the building running. We are hiring people who like the moment the lights go down and the show starts, and who are just as happy with the preparation that makes that moment work.",
  ),
  perks: [
    {
      title: "Work on real shows",
      description:
        "From the first week you are part of productions for audiences of hundreds in the room and thousands online.",
    },
    {
      title: "Learn the whole chain",
      description:
        "Technicians learn production, producers learn technology: internal trainings every month and certifications paid by us.",
    },
    {
      title: "Fair hours",
      description:
        "Event days are long, so we plan them: overtime is recorded to the minute and taken as time off or paid out.",
    },
    {
      title: "In the middle of Frankfurt",
      description:
        "Our building in the east of Frankfurt is ten minutes from the city centre, with a subsidised Deutschlandticket.",
    },
    { title: "30 days of holiday", description: "Plus 24 and 31 December off, and a day off on your birthday." },
    {
      title: "Team events that deserve the name",
      description: "We use our own stages: summer party on the terrace, winter party on Skyline.",
    },
  ],
  applicationSteps: [
    {
      title: "Send us your application",
      description: "A short cover letter and your CV by e-mail. No portal, no account, no cover-letter template.",
    },
    {
      title: "Get an answer within a week",
      description: "Every application is read by the team lead of the role, and you hear from us within seven days.",
    },
    {
      title: "Meet the team",
      description:
        "A first conversation by video, then a visit to the venue, ideally during a set-up so you see how we work.",
    },
    {
      title: "Decide together",
      description:
        "We make an offer within a few days of the visit, and you can talk to future colleagues before you sign.",
    },
  ],
  roles: sample("careers-roles", [
    {
      id: "event-technician-led-broadcast",
      title: "Event Technician LED & Broadcast (m/f/d)",
      team: "Technology",
      type: "Full-time",
      location: "Frankfurt am Main",
      summary: "Run LED walls, cameras and streaming for conferences, launches and hybrid events on our three stages.",
      responsibilities: [
        "Set up and operate LED walls, playout and vision mixing for live events",
        "Run multi-camera productions and live streams to client platforms",
        "Rehearse with speakers and production companies before each show",
        "Maintain our permanently installed equipment together with the team",
      ],
      profile: [
        "Training as Fachkraft für Veranstaltungstechnik or comparable experience",
        "Hands-on experience with LED processors, vision mixers or streaming encoders",
        "Calm under pressure when the doors open and the show starts",
        "Willingness to work evenings and occasionally weekends, planned in advance",
      ],
    },
    {
      id: "senior-event-manager",
      title: "Senior Event Manager (m/f/d)",
      team: "Events",
      type: "Full-time",
      location: "Frankfurt am Main",
      summary:
        "Own client events from the first brief to the final invoice, and be the person our clients trust on the day.",
      responsibilities: [
        "Turn client briefs into concepts, budgets and a run of show",
        "Coordinate caterers, technicians, creative team and external suppliers",
        "Host clients and their guests on event days",
        "Debrief every event and improve how we work",
      ],
      profile: [
        "At least four years of experience in corporate events or an event agency",
        "Confident with budgets and with senior client stakeholders",
        "Fluent German and English, written and spoken",
        "An eye for detail and a sense of humour when plans change",
      ],
    },
    {
      id: "venue-sales-manager",
      title: "Venue Sales Manager (m/f/d)",
      team: "Sales",
      type: "Full-time",
      location: "Frankfurt am Main",
      summary:
        "Advise companies and agencies on the right space and format, and turn enquiries into events they come back for.",
      responsibilities: [
        `Answer enquiries within ${site.responseWindow} with availability and a tailored proposal`,
        "Lead venue tours and advise on formats, set-ups and technology",
        "Prepare quotes and contracts and hand events over to the event team",
        "Build relationships with agencies, corporate event teams and associations",
      ],
      profile: [
        "Experience in venue, hotel or event sales",
        "You enjoy showing people around and listening to what they need",
        "Structured work in a CRM and a clear written style",
        "Fluent German and English",
      ],
    },
    {
      id: "working-student-marketing",
      title: "Working Student Marketing & Content (m/f/d)",
      team: "Marketing",
      type: "Working student",
      location: "Frankfurt am Main",
      summary: "Help tell the stories of the events at SPARK on our website, in the newsletter and on social media.",
      responsibilities: [
        "Write and edit content for the website, newsletter and social channels",
        "Capture short clips and photos during events together with our creative team",
        "Prepare the monthly newsletter and analyse what readers open",
        "Support the webinar series from invitation to follow-up",
      ],
      profile: [
        "Enrolled in marketing, communications, media or a related subject",
        "Available 16-20 hours a week during the semester",
        "Good writing in German and English",
        "Curiosity for events, technology and video",
      ],
    },
  ]),
  initiativeNote:
    "No role that fits? Send us an open application and tell us what you would like to do at SPARK: we keep every application for six months and get in touch when a fitting role opens.",
};
