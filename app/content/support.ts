import type { SupportFaqGroup } from "./support.schema";

// /support: the questions clients ask most before and on their event day. Contact channels,
// hours and the response promise come from site.ts.
export const supportFaqGroups: SupportFaqGroup[] = [
  {
    id: "before-your-event",
    title: "Before your event",
    questions: [
      {
        id: "deadline-changes",
        question: "How late can the set-up or the programme still change?",
        answer:
          "Changes to the set-up, catering or technology are free of charge up to 14 days before your event. Later changes are possible, but we may have to charge rush fees to our suppliers' terms; your event manager tells you the cost before anything is changed.",
      },
      {
        id: "technical-files",
        question: "By when should presentations and videos reach you?",
        answer:
          "Please send all files for the LED walls and the playout seven days before the event, so that our technicians can check formats and run them on the real wall. Last-minute updates on the day are no problem if the format stays the same.",
      },
      {
        id: "guest-numbers",
        question: "What happens if our number of guests changes?",
        answer:
          "Tell your event manager as early as possible. Changes of more than 5% need to reach us ten working days before the event; larger changes can mean a different room or a new quote, so that every guest has a seat and a meal.",
      },
      {
        id: "site-visit",
        question: "Is a walk-through of the venue possible before our event?",
        answer:
          "Yes. Every booked client gets a technical walk-through with the show technician and the event manager, usually two to four weeks before the event. Book it with your event manager or through the tour form.",
      },
    ],
  },
  {
    id: "on-the-day",
    title: "On the day",
    questions: [
      {
        id: "arrival-delivery",
        question: "Where do suppliers deliver and where can we park?",
        answer:
          "Deliveries use the loading bay at the rear of the building with a freight lift to every event floor. Please register deliveries with your event manager. Guest parking is available in the public car park next door; the building is a short walk from the Ostbahnhof station.",
      },
      {
        id: "technical-help",
        question: "Who helps if something technical goes wrong?",
        answer:
          "A show technician is on your floor for the whole booked time and knows every device in the room. For anything else, the duty manager is reachable at reception and by phone throughout your event.",
      },
      {
        id: "wifi",
        question: "Is there Wi-Fi for our guests?",
        answer:
          "Yes. Every floor has a separate guest network sized for all guests at once, and a wired connection for streaming. The access details are printed on the welcome screens or on your badges, as you prefer.",
      },
    ],
  },
  {
    id: "after-your-event",
    title: "After your event",
    questions: [
      {
        id: "recordings",
        question: "When do we receive recordings and photos?",
        answer:
          "Recordings of streamed events are delivered within 48 hours as a download link. Edited films and photo galleries from our creative team follow within the time agreed in your quote, usually five working days.",
      },
      {
        id: "lost-property",
        question: "A guest left something behind. What now?",
        answer:
          "Our team collects lost property after every event and keeps it for four weeks. Write to us with a description and we will arrange pick-up or send it on at cost.",
      },
      {
        id: "invoice",
        question: "When do we get the invoice?",
        answer:
          "The final invoice follows within a week of your event and lists any agreed changes separately. Invoices are payable within 10 days of receipt; your event manager answers any questions about individual items.",
      },
    ],
  },
];
