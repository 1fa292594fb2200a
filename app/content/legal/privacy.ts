import { CONSENT_COOKIE, CONSENT_MONTHS } from "../cookies";
import { retentionTexts } from "../../../server/domain/privacy/retention-periods";
import { GATE_ACCESS_DAYS } from "~/content/gates";
import { fullAddress, site } from "../../../server/domain/company/site";
import type { LegalDocument } from "../legal.schema";
import { sample } from "../../../server/domain/company/sample.ts";

/** Where the site runs and who sends its e-mail: the operator's choice, to be confirmed (docs/client-facts.md). */
const processors = sample("hosting-and-mail", {
  databaseLocation: "in Germany",
  hosting: "a hosting provider in Germany",
  mail: "an e-mail provider in the EU",
});

// The privacy policy for what this site actually processes: four forms, the consent cookie, the
// client-area access cookies, embeds after click or consent, server logs and the rate limiter.
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lead: `This policy explains which personal data ${site.legalName} processes when you use this website, why, for how long, and which rights you have. We collect only what we need to answer you and to keep the site running safely.`,
  updated: "22 November 2026",
  sections: [
    {
      id: "controller",
      heading: "1. Who is responsible",
      blocks: [
        `The controller within the meaning of the General Data Protection Regulation (GDPR) is ${site.legalName}, ${fullAddress}, ${site.address.country}, represented by its managing directors ${site.register.managingDirectors.join(" and ")}. Phone ${site.phone.display}.`,
        `For every question about data protection, write to [${site.email.privacy}](mailto:${site.email.privacy}). The full company details are in our [imprint](/imprint).`,
      ],
    },
    {
      id: "server-logs",
      heading: "2. Visiting this website: server logs",
      blocks: [
        "When you open a page or send a form, our server records one line per request in its log:",
        {
          list: [
            "your IP address, shortened (the last of its four parts set to 0 for IPv4; only the first 48 bits kept for IPv6), so that it no longer identifies your connection",
            "date and time of the request, and how long the answer took",
            "the kind of request, the page or file requested (without anything after a question mark) and the HTTP status code",
            "a random request number that lets us trace errors",
          ],
        },
        "The log never contains what you type into a form; it does not record the referring page or your browser.",
        `We need this data to deliver the pages, to find errors and to detect attacks. The legal basis is our legitimate interest in a secure and working website (Art. 6(1)(f) GDPR). ${retentionTexts.logs}, unless an incident has to be investigated, in which case the affected entries are kept until it is resolved.`,
        `To protect our forms against automated abuse, the server counts submissions per IP address. ${retentionTexts.rateLimit} (Art. 6(1)(f) GDPR).`,
        `So that nobody can use our forms to send our confirmation e-mails to someone else again and again, we note for each confirmation e-mail the recipient's address (in lower case, without any "+" addition), the form and the day, and send at most one per address, form and day; this note ${retentionTexts.confirmationNote} (Art. 6(1)(f) GDPR).`,
        `So that one sender cannot take all the seats of a webinar, a webinar registration also stores the network it came from (your IP address shortened as in the log above), and we accept only a few registrations per network and webinar; the network ${retentionTexts.webinarNetwork} (Art. 6(1)(f) GDPR).`,
      ],
    },
    {
      id: "forms",
      heading: "3. Forms on this website",
      blocks: [
        `Our forms send their content over an encrypted connection (TLS) to our own server, which stores it in our database ${processors.databaseLocation}. We use the data only for the purpose of the form, never for advertising profiles, and do not pass it on to third parties except the processors named in section 8.`,
        {
          table: {
            caption: "Forms, the data they send, legal basis and how long we keep it",
            head: ["Form", "Data", "Purpose and legal basis", "Retention"],
            rows: [
              [
                "Newsletter sign-up",
                "E-mail address",
                "Sending our newsletter about events, offers and webinars; your consent, confirmed with the link in the e-mail we send you (double opt-in), stored with its time and wording (Art. 6(1)(a) GDPR). Every newsletter e-mail has an unsubscribe link",
                retentionTexts.newsletter,
              ],
              [
                "Contact form ([Contact](/contact))",
                "First name, last name, e-mail address, company (optional), message",
                "Answering your enquiry and, where it concerns a booking, pre-contractual steps (Art. 6(1)(b) and (f) GDPR)",
                retentionTexts.contact,
              ],
              [
                "Tour request ([Book a Tour](/book-tour))",
                "Full name, e-mail address, company and phone (optional), preferred date and time, number of guests, additional information",
                "Arranging and confirming your venue tour (Art. 6(1)(b) GDPR)",
                retentionTexts.tour,
              ],
              [
                "Event enquiry ([Enquire](/enquire))",
                "Full name, e-mail address, company (optional), the space, dates, times, guests, setup, event type and add-ons, your message (optional), and the estimate shown to you",
                "Holding your dates as an option, sending you the estimate and preparing an offer (Art. 6(1)(b) GDPR)",
                retentionTexts.enquiry,
              ],
              [
                "Webinar registration",
                "First name, e-mail address, phone (optional), the chosen webinar date",
                "Registering you for the webinar and sending access details; your consent given with the checkbox (Art. 6(1)(a) GDPR)",
                retentionTexts.webinar,
              ],
              [
                "Webinar: notification of the next date",
                "E-mail address",
                "Telling you once, by e-mail, when the next webinar date is published; your request with the button (Art. 6(1)(a) GDPR)",
                retentionTexts.webinarInterest,
              ],
            ],
          },
        },
        `On the webinar confirmation page you can ask for an SMS reminder. The phone number you enter there is used only to send that single reminder shortly before the webinar starts, and ${retentionTexts.sms} (Art. 6(1)(a) GDPR). The answer to the short survey on the same page stays in your browser's local storage and is never sent to us.`,
        "Each form contains a hidden field that people do not see but spam robots fill in. Submissions with this field filled are discarded without storing what was entered; only the server log (section 2) notes that a submission was refused.",
        "Fields marked as required are needed to answer you. Everything else is voluntary.",
      ],
    },
    {
      id: "mail-drafts",
      heading: "4. Quote requests by e-mail",
      blocks: [
        "Buttons such as 'Request Quote', 'Purchase Gift Card' or the service enquiries open a pre-filled e-mail in your own e-mail program. Nothing is sent to us until you send that e-mail yourself. We then process your e-mail to prepare the quote (Art. 6(1)(b) GDPR) and keep it for as long as commercial and tax law requires for business correspondence (up to 6 years, or 10 years for documents relevant to accounting).",
      ],
    },
    {
      id: "applications",
      heading: "5. Job applications",
      blocks: [
        `Applications reach us by e-mail at [${site.email.careers}](mailto:${site.email.careers}). We use the documents you send only to decide on your application and to take steps towards an employment contract (Art. 6(1)(b) and Art. 88 GDPR). Only the people involved in the hiring decision see them. If we do not hire you, we delete your application six months after our decision, the period in which claims under the General Equal Treatment Act (AGG) can be raised, unless you have agreed that we may keep it longer for future roles.`,
      ],
    },
    {
      id: "cookies",
      heading: "6. Cookies and local storage",
      blocks: [
        `We set only cookies that the site needs. '${CONSENT_COOKIE}' stores your choice in the cookie banner or on the [Cookie Settings](/cookie-settings) page for ${CONSENT_MONTHS} months, so that we do not ask again on every page and so that embedded content respects your choice. When you enter the password of a client area (event planners handbook, development partnership), an access cookie keeps that area unlocked in your browser for ${GATE_ACCESS_DAYS} days.`,
        "These cookies are strictly necessary to provide the service you asked for (§ 25(2) no. 2 TDDDG, Art. 6(1)(f) GDPR). We do not use analytics or advertising cookies. The details of every cookie are in our [Cookie Policy](/cookie-policy).",
        "Besides cookies, the site stores one thing in your browser: your answer to the survey on the webinar confirmation page, in local storage (section 3). It is never sent to us, and you can delete it with your browser's site data.",
      ],
    },
    {
      id: "embeds",
      heading: "7. Videos, virtual tour and other embedded content",
      blocks: [
        "Some pages show videos (Vimeo, YouTube in its privacy-enhanced mode) and the 360° virtual tour of our building (Matterport). These players are not loaded when the page opens. You see a preview image instead, and the player is only loaded when you click it, or automatically if you have allowed marketing cookies in your [cookie settings](/cookie-settings).",
        "Once loaded, the provider receives your IP address, information about your browser and the page you are on, and may set its own cookies. The providers are Vimeo.com, Inc. (USA), Google Ireland Limited (YouTube) and Matterport, Inc. (USA). Transfers to the USA are based on the EU-U.S. Data Privacy Framework, under which these companies are certified, or on EU standard contractual clauses. The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG), which you can withdraw at any time in the cookie settings.",
        "Links to our social media profiles, to WhatsApp and to map services are ordinary links: no data is sent to these services until you click them. The WhatsApp QR code on the contact page is generated on our own server.",
      ],
    },
    {
      id: "recipients",
      heading: "8. Processors and recipients",
      blocks: [
        `We host this website and its database with ${processors.hosting} and use ${processors.mail}. Both process data only on our instructions under a data processing agreement (Art. 28 GDPR). Booking data is shared with our catering and technology partners only when it is needed to deliver your event and only to the extent necessary.`,
      ],
    },
    {
      id: "rights",
      heading: "9. Your rights",
      blocks: [
        "You have the right to:",
        {
          list: [
            "access the personal data we hold about you (Art. 15 GDPR)",
            "have incorrect data corrected (Art. 16 GDPR)",
            "have your data erased (Art. 17 GDPR)",
            "have its processing restricted (Art. 18 GDPR)",
            "receive your data in a common, machine-readable format (Art. 20 GDPR)",
            "object to processing based on legitimate interests (Art. 21 GDPR)",
            "withdraw any consent at any time with effect for the future (Art. 7(3) GDPR), for example by unsubscribing from the newsletter or changing your cookie settings",
          ],
        },
        `A short e-mail to [${site.email.privacy}](mailto:${site.email.privacy}) is enough; we answer within one month. You also have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR). The authority responsible for us is the Hessian Commissioner for Data Protection and Freedom of Information (Der Hessische Beauftragte für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden.`,
      ],
    },
    {
      id: "security",
      heading: "10. Security and automated decisions",
      blocks: [
        "All pages are delivered over an encrypted connection (HTTPS with HSTS). Access to our database is limited to the people who need it to answer you. We do not use automated decision-making or profiling within the meaning of Art. 22 GDPR.",
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to this policy",
      blocks: [
        "We update this policy when the website or the law changes. The date at the top shows the current version.",
      ],
    },
  ],
};
