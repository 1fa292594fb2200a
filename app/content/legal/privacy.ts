import { CONSENT_COOKIE, CONSENT_MONTHS } from "../cookies";
import { retentionTexts } from "../../../server/domain/privacy/retention-periods";
import { GATE_ACCESS_DAYS } from "~/content/gates";
import { fullAddress, site } from "../../../server/domain/company/site";
import { text } from "../../../server/domain/company/locale";
import type { LegalDocument } from "../legal.schema";
import { sample } from "../../../server/domain/company/sample.ts";

/** Where the site runs and who sends its e-mail: the operator's choice, to be confirmed (docs/client-facts.md). */
const processors = sample("hosting-and-mail", {
  databaseLocation: text("in Germany", "in Deutschland"),
  hosting: text("a hosting provider in Germany", "einem Hosting-Anbieter in Deutschland"),
  mail: text("an e-mail provider in the EU", "einen E-Mail-Anbieter in der EU"),
});

const en = retentionTexts.en;
const de = retentionTexts.de;
const directors = () => site.register.managingDirectors;

// The privacy policy for what this site actually processes: four forms, the consent cookie, the
// client-area access cookies, embeds after click or consent, server logs and the rate limiter.
// The German text is the binding one; the English page says so. Read on each call: an owner may publish
// new company details (site.ts).
export const privacyPolicy = (): LegalDocument => ({
  title: text("Privacy Policy", "Datenschutzerklärung"),
  lead: text(
    `This policy explains which personal data ${site.legalName} processes when you use this website, why, for how long, and which rights you have. We collect only what we need to answer you and to keep the site running safely.`,
    `Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten die ${site.legalName} verarbeitet, wenn Sie diese Website nutzen, zu welchem Zweck, wie lange und welche Rechte Sie haben. Wir erheben nur, was wir brauchen, um Ihnen zu antworten und die Website sicher zu betreiben.`,
  ),
  updated: text("22 November 2026", "22. November 2026"),
  sections: [
    {
      id: "controller",
      heading: text("1. Who is responsible", "1. Verantwortliche Stelle"),
      blocks: [
        text(
          `The controller within the meaning of the General Data Protection Regulation (GDPR) is ${site.legalName}, ${fullAddress()}, ${site.address.country}, represented by its managing directors ${directors().join(" and ")}. Phone ${site.phone.display}.`,
          `Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die ${site.legalName}, ${fullAddress()}, Deutschland, vertreten durch die Geschäftsführer ${directors().join(" und ")}. Telefon ${site.phone.display}.`,
        ),
        text(
          `For every question about data protection, write to [${site.email.privacy}](mailto:${site.email.privacy}). The full company details are in our [imprint](/imprint).`,
          `Bei allen Fragen zum Datenschutz schreiben Sie uns an [${site.email.privacy}](mailto:${site.email.privacy}). Die vollständigen Angaben zum Unternehmen finden Sie im [Impressum](/imprint).`,
        ),
      ],
    },
    {
      id: "server-logs",
      heading: text("2. Visiting this website: server logs", "2. Besuch dieser Website: Server-Logdateien"),
      blocks: [
        text(
          "When you open a page or send a form, our server records one line per request in its log:",
          "Wenn Sie eine Seite aufrufen oder ein Formular absenden, schreibt unser Server pro Anfrage eine Zeile in seine Logdatei:",
        ),
        {
          list: [
            text(
              "your IP address, shortened (the last of its four parts set to 0 for IPv4; only the first 48 bits kept for IPv6), so that it no longer identifies your connection",
              "Ihre IP-Adresse in gekürzter Form (bei IPv4 wird der letzte der vier Teile auf 0 gesetzt, bei IPv6 bleiben nur die ersten 48 Bit erhalten), sodass sie Ihren Anschluss nicht mehr erkennen lässt",
            ),
            text(
              "date and time of the request, and how long the answer took",
              "Datum und Uhrzeit der Anfrage und die Dauer der Antwort",
            ),
            text(
              "the kind of request, the page or file requested (without anything after a question mark) and the HTTP status code",
              "die Art der Anfrage, die angeforderte Seite oder Datei (ohne alles nach einem Fragezeichen) und den HTTP-Statuscode",
            ),
            text(
              "a random request number that lets us trace errors",
              "eine zufällige Anfragenummer, mit der wir Fehler nachverfolgen können",
            ),
          ],
        },
        text(
          "The log never contains what you type into a form; it does not record the referring page or your browser.",
          "Was Sie in ein Formular eingeben, steht nie in der Logdatei; auch die verweisende Seite und Ihr Browser werden nicht erfasst.",
        ),
        text(
          `We need this data to deliver the pages, to find errors and to detect attacks. The legal basis is our legitimate interest in a secure and working website (Art. 6(1)(f) GDPR). ${en.logs}, unless an incident has to be investigated, in which case the affected entries are kept until it is resolved.`,
          `Wir benötigen diese Daten, um die Seiten auszuliefern, Fehler zu finden und Angriffe zu erkennen. Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren und funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO). ${de.logs}, es sei denn, ein Sicherheitsvorfall muss untersucht werden; dann bewahren wir die betroffenen Einträge auf, bis er geklärt ist.`,
        ),
        text(
          `To protect our forms against automated abuse, the server counts submissions per IP address. ${en.rateLimit} (Art. 6(1)(f) GDPR).`,
          `Um unsere Formulare vor automatisiertem Missbrauch zu schützen, zählt der Server die Einsendungen je IP-Adresse. ${de.rateLimit} (Art. 6 Abs. 1 lit. f DSGVO).`,
        ),
        text(
          `So that nobody can use our forms to send our confirmation e-mails to someone else again and again, we note for each confirmation e-mail the recipient's address (in lower case, without any "+" addition), the form and the day, and send at most one per address, form and day; this note ${en.confirmationNote} (Art. 6(1)(f) GDPR).`,
          `Damit niemand über unsere Formulare immer wieder Bestätigungs-E-Mails an andere Personen auslösen kann, vermerken wir zu jeder Bestätigungs-E-Mail die Empfängeradresse (in Kleinbuchstaben, ohne „+“-Zusatz), das Formular und den Tag und senden höchstens eine pro Adresse, Formular und Tag; dieser Vermerk ${de.confirmationNote} (Art. 6 Abs. 1 lit. f DSGVO).`,
        ),
        text(
          `So that one sender cannot take all the seats of a webinar, a webinar registration also stores the network it came from (your IP address shortened as in the log above), and we accept only a few registrations per network and webinar; the network ${en.webinarNetwork} (Art. 6(1)(f) GDPR).`,
          `Damit nicht ein Absender alle Plätze eines Webinars belegen kann, speichert eine Webinar-Anmeldung auch das Netz, aus dem sie kam (Ihre IP-Adresse, gekürzt wie in der Logdatei oben), und wir nehmen je Netz und Webinar nur wenige Anmeldungen an; die Angabe des Netzes ${de.webinarNetwork} (Art. 6 Abs. 1 lit. f DSGVO).`,
        ),
      ],
    },
    {
      id: "forms",
      heading: text("3. Forms on this website", "3. Formulare auf dieser Website"),
      blocks: [
        text(
          `Our forms send their content over an encrypted connection (TLS) to our own server, which stores it in our database ${processors.databaseLocation.en}. We use the data only for the purpose of the form, never for advertising profiles, and do not pass it on to third parties except the processors named in section 8.`,
          `Unsere Formulare übertragen ihren Inhalt verschlüsselt (TLS) an unseren eigenen Server, der ihn in unserer Datenbank ${processors.databaseLocation.de} speichert. Wir verwenden die Daten nur für den Zweck des jeweiligen Formulars, nie für Werbeprofile, und geben sie nicht an Dritte weiter, ausgenommen die in Abschnitt 8 genannten Auftragsverarbeiter.`,
        ),
        {
          table: {
            caption: text(
              "Forms, the data they send, legal basis and how long we keep it",
              "Formulare, übermittelte Daten, Rechtsgrundlage und Speicherdauer",
            ),
            head: [
              text("Form", "Formular"),
              text("Data", "Daten"),
              text("Purpose and legal basis", "Zweck und Rechtsgrundlage"),
              text("Retention", "Speicherdauer"),
            ],
            rows: [
              [
                text("Newsletter sign-up", "Newsletter-Anmeldung"),
                text("E-mail address", "E-Mail-Adresse"),
                text(
                  "Sending our newsletter about events, offers and webinars; your consent, confirmed with the link in the e-mail we send you (double opt-in), stored with its time and wording (Art. 6(1)(a) GDPR). Every newsletter e-mail has an unsubscribe link",
                  "Versand unseres Newsletters zu Veranstaltungen, Angeboten und Webinaren; Ihre Einwilligung, bestätigt über den Link in der E-Mail, die wir Ihnen senden (Double-Opt-in), gespeichert mit Zeitpunkt und Wortlaut (Art. 6 Abs. 1 lit. a DSGVO). Jede Newsletter-E-Mail enthält einen Abmeldelink",
                ),
                text(en.newsletter, de.newsletter),
              ],
              [
                text("Contact form ([Contact](/contact))", "Kontaktformular ([Kontakt](/contact))"),
                text(
                  "First name, last name, e-mail address, company (optional), message",
                  "Vorname, Nachname, E-Mail-Adresse, Unternehmen (optional), Nachricht",
                ),
                text(
                  "Answering your enquiry and, where it concerns a booking, pre-contractual steps (Art. 6(1)(b) and (f) GDPR)",
                  "Beantwortung Ihrer Anfrage und, wenn es um eine Buchung geht, vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b und f DSGVO)",
                ),
                text(en.contact, de.contact),
              ],
              [
                text(
                  "Tour request ([Book a Tour](/book-tour))",
                  "Besichtigungsanfrage ([Besichtigung vereinbaren](/book-tour))",
                ),
                text(
                  "Full name, e-mail address, company and phone (optional), preferred date and time, number of guests, additional information",
                  "Vor- und Nachname, E-Mail-Adresse, Unternehmen und Telefon (optional), Wunschtermin und Uhrzeit, Zahl der Personen, weitere Angaben",
                ),
                text(
                  "Arranging and confirming your venue tour (Art. 6(1)(b) GDPR)",
                  "Vereinbarung und Bestätigung Ihrer Besichtigung (Art. 6 Abs. 1 lit. b DSGVO)",
                ),
                text(en.tour, de.tour),
              ],
              [
                text("Event enquiry ([Enquire](/enquire))", "Veranstaltungsanfrage ([Anfrage](/enquire))"),
                text(
                  "Full name, e-mail address, company (optional), the space, dates, times, guests, setup, event type and add-ons, your message (optional), and the estimate shown to you",
                  "Vor- und Nachname, E-Mail-Adresse, Unternehmen (optional), Fläche, Termine, Uhrzeiten, Gäste, Bestuhlung, Art der Veranstaltung und Zusatzleistungen, Ihre Nachricht (optional) sowie die Ihnen angezeigte Kostenschätzung",
                ),
                text(
                  "Holding your dates as an option, sending you the estimate and preparing an offer (Art. 6(1)(b) GDPR)",
                  "Reservierung Ihrer Termine als Option, Zusendung der Kostenschätzung und Vorbereitung eines Angebots (Art. 6 Abs. 1 lit. b DSGVO)",
                ),
                text(en.enquiry, de.enquiry),
              ],
              [
                text("Webinar registration", "Webinar-Anmeldung"),
                text(
                  "First name, e-mail address, phone (optional), the chosen webinar date",
                  "Vorname, E-Mail-Adresse, Telefon (optional), der gewählte Webinar-Termin",
                ),
                text(
                  "Registering you for the webinar and sending access details; your consent given with the checkbox (Art. 6(1)(a) GDPR)",
                  "Ihre Anmeldung zum Webinar und der Versand der Zugangsdaten; Ihre Einwilligung über das Kontrollkästchen (Art. 6 Abs. 1 lit. a DSGVO)",
                ),
                text(en.webinar, de.webinar),
              ],
              [
                text("Webinar: notification of the next date", "Webinar: Benachrichtigung über den nächsten Termin"),
                text("E-mail address", "E-Mail-Adresse"),
                text(
                  "Telling you once, by e-mail, when the next webinar date is published; your request with the button (Art. 6(1)(a) GDPR)",
                  "Einmalige Nachricht per E-Mail, sobald der nächste Webinar-Termin feststeht; Ihre Anforderung über die Schaltfläche (Art. 6 Abs. 1 lit. a DSGVO)",
                ),
                text(en.webinarInterest, de.webinarInterest),
              ],
            ],
          },
        },
        text(
          `On the webinar confirmation page you can ask for an SMS reminder. The phone number you enter there is used only to send that single reminder shortly before the webinar starts, and ${en.sms} (Art. 6(1)(a) GDPR). The answer to the short survey on the same page stays in your browser's local storage and is never sent to us.`,
          `Auf der Bestätigungsseite des Webinars können Sie eine Erinnerung per SMS anfordern. Die dort eingegebene Telefonnummer verwenden wir nur für diese eine Erinnerung kurz vor Beginn des Webinars; sie ${de.sms} (Art. 6 Abs. 1 lit. a DSGVO). Ihre Antwort auf die kurze Umfrage auf derselben Seite bleibt im lokalen Speicher Ihres Browsers und wird nie an uns übermittelt.`,
        ),
        text(
          "Each form contains a hidden field that people do not see but spam robots fill in. Submissions with this field filled are discarded without storing what was entered; only the server log (section 2) notes that a submission was refused.",
          "Jedes Formular enthält ein verborgenes Feld, das Menschen nicht sehen, Spam-Roboter aber ausfüllen. Einsendungen, in denen dieses Feld ausgefüllt ist, verwerfen wir, ohne die Eingaben zu speichern; nur die Server-Logdatei (Abschnitt 2) vermerkt, dass eine Einsendung abgewiesen wurde.",
        ),
        text(
          "Fields marked as required are needed to answer you. Everything else is voluntary.",
          "Als Pflichtfelder gekennzeichnete Angaben benötigen wir, um Ihnen zu antworten. Alle weiteren Angaben sind freiwillig.",
        ),
      ],
    },
    {
      id: "mail-drafts",
      heading: text("4. Quote requests by e-mail", "4. Angebotsanfragen per E-Mail"),
      blocks: [
        text(
          "Buttons such as 'Request Quote', 'Purchase Gift Card' or the service enquiries open a pre-filled e-mail in your own e-mail program. Nothing is sent to us until you send that e-mail yourself. We then process your e-mail to prepare the quote (Art. 6(1)(b) GDPR) and keep it for as long as commercial and tax law requires for business correspondence (up to 6 years, or 10 years for documents relevant to accounting).",
          "Schaltflächen wie „Angebot anfordern“, „Gutschein kaufen“ oder die Anfragen zu unseren Leistungen öffnen eine vorausgefüllte E-Mail in Ihrem eigenen E-Mail-Programm. Solange Sie diese E-Mail nicht selbst absenden, wird nichts an uns übermittelt. Danach verarbeiten wir Ihre E-Mail, um das Angebot zu erstellen (Art. 6 Abs. 1 lit. b DSGVO), und bewahren sie so lange auf, wie handels- und steuerrechtliche Vorschriften es für Geschäftsbriefe verlangen (bis zu 6 Jahre, bei buchhaltungsrelevanten Unterlagen 10 Jahre).",
        ),
      ],
    },
    {
      id: "applications",
      heading: text("5. Job applications", "5. Bewerbungen"),
      blocks: [
        text(
          `Applications reach us by e-mail at [${site.email.careers}](mailto:${site.email.careers}). We use the documents you send only to decide on your application and to take steps towards an employment contract (Art. 6(1)(b) and Art. 88 GDPR). Only the people involved in the hiring decision see them. If we do not hire you, we delete your application six months after our decision, the period in which claims under the General Equal Treatment Act (AGG) can be raised, unless you have agreed that we may keep it longer for future roles.`,
          `Bewerbungen erreichen uns per E-Mail an [${site.email.careers}](mailto:${site.email.careers}). Wir verwenden Ihre Unterlagen nur, um über Ihre Bewerbung zu entscheiden und ein Beschäftigungsverhältnis anzubahnen (Art. 6 Abs. 1 lit. b und Art. 88 DSGVO). Einsehen können sie nur die Personen, die an der Einstellungsentscheidung beteiligt sind. Stellen wir Sie nicht ein, löschen wir Ihre Bewerbung sechs Monate nach unserer Entscheidung, also nach Ablauf der Frist, in der Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz (AGG) geltend gemacht werden können, es sei denn, Sie haben eingewilligt, dass wir sie für künftige Stellen länger aufbewahren.`,
        ),
      ],
    },
    {
      id: "cookies",
      heading: text("6. Cookies and local storage", "6. Cookies und lokaler Speicher"),
      blocks: [
        text(
          `We set only cookies that the site needs. '${CONSENT_COOKIE}' stores your choice in the cookie banner or on the [Cookie Settings](/cookie-settings) page for ${CONSENT_MONTHS} months, so that we do not ask again on every page and so that embedded content respects your choice. When you enter the password of a client area (event planners handbook, development partnership), an access cookie keeps that area unlocked in your browser for ${GATE_ACCESS_DAYS} days.`,
          `Wir setzen nur Cookies, die die Website braucht. „${CONSENT_COOKIE}“ speichert Ihre Auswahl im Cookie-Banner oder in den [Cookie-Einstellungen](/cookie-settings) für ${CONSENT_MONTHS} Monate, damit wir nicht auf jeder Seite erneut fragen und eingebettete Inhalte Ihre Auswahl beachten. Wenn Sie das Passwort eines Kundenbereichs eingeben (Handbuch für Eventplaner, Entwicklungspartnerschaften), hält ein Zugangs-Cookie diesen Bereich ${GATE_ACCESS_DAYS} Tage lang in Ihrem Browser freigeschaltet.`,
        ),
        text(
          "These cookies are strictly necessary to provide the service you asked for (§ 25(2) no. 2 TDDDG, Art. 6(1)(f) GDPR). We do not use analytics or advertising cookies. The details of every cookie are in our [Cookie Policy](/cookie-policy).",
          "Diese Cookies sind unbedingt erforderlich, um den von Ihnen gewünschten Dienst bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO). Analyse- oder Werbe-Cookies verwenden wir nicht. Einzelheiten zu jedem Cookie finden Sie in unserer [Cookie-Richtlinie](/cookie-policy).",
        ),
        text(
          "Besides cookies, the site stores one thing in your browser: your answer to the survey on the webinar confirmation page, in local storage (section 3). It is never sent to us, and you can delete it with your browser's site data.",
          "Außer Cookies speichert die Website nur eines in Ihrem Browser: Ihre Antwort auf die Umfrage auf der Bestätigungsseite des Webinars, im lokalen Speicher (Abschnitt 3). Sie wird nie an uns übermittelt, und Sie können sie mit den Websitedaten Ihres Browsers löschen.",
        ),
      ],
    },
    {
      id: "embeds",
      heading: text(
        "7. Videos, virtual tour and other embedded content",
        "7. Videos, virtuelle Tour und andere eingebettete Inhalte",
      ),
      blocks: [
        text(
          "Some pages show videos (Vimeo, YouTube in its privacy-enhanced mode) and the 360° virtual tour of our building (Matterport). These players are not loaded when the page opens. You see a preview image instead, and the player is only loaded when you click it, or automatically if you have allowed marketing cookies in your [cookie settings](/cookie-settings).",
          "Einige Seiten zeigen Videos (Vimeo, YouTube im erweiterten Datenschutzmodus) und die virtuelle 360°-Tour durch unser Gebäude (Matterport). Diese Player werden beim Öffnen der Seite nicht geladen. Stattdessen sehen Sie ein Vorschaubild; der Player lädt erst, wenn Sie es anklicken, oder automatisch, wenn Sie in Ihren [Cookie-Einstellungen](/cookie-settings) Marketing-Cookies erlaubt haben.",
        ),
        text(
          "Once loaded, the provider receives your IP address, information about your browser and the page you are on, and may set its own cookies. The providers are Vimeo.com, Inc. (USA), Google Ireland Limited (YouTube) and Matterport, Inc. (USA). Transfers to the USA are based on the EU-U.S. Data Privacy Framework, under which these companies are certified, or on EU standard contractual clauses. The legal basis is your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG), which you can withdraw at any time in the cookie settings.",
          "Sobald ein Player geladen ist, erhält der Anbieter Ihre IP-Adresse, Angaben zu Ihrem Browser und zur aufgerufenen Seite und kann eigene Cookies setzen. Anbieter sind Vimeo.com, Inc. (USA), Google Ireland Limited (YouTube) und Matterport, Inc. (USA). Übermittlungen in die USA stützen sich auf das EU-U.S. Data Privacy Framework, nach dem diese Unternehmen zertifiziert sind, oder auf EU-Standardvertragsklauseln. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit in den Cookie-Einstellungen widerrufen können.",
        ),
        text(
          "Links to our social media profiles, to WhatsApp and to map services are ordinary links: no data is sent to these services until you click them. The WhatsApp QR code on the contact page is generated on our own server.",
          "Links zu unseren Social-Media-Profilen, zu WhatsApp und zu Kartendiensten sind gewöhnliche Links: Erst wenn Sie sie anklicken, werden Daten an diese Dienste übermittelt. Den WhatsApp-QR-Code auf der Kontaktseite erzeugt unser eigener Server.",
        ),
      ],
    },
    {
      id: "recipients",
      heading: text("8. Processors and recipients", "8. Auftragsverarbeiter und Empfänger"),
      blocks: [
        text(
          `We host this website and its database with ${processors.hosting.en} and use ${processors.mail.en}. Both process data only on our instructions under a data processing agreement (Art. 28 GDPR). Booking data is shared with our catering and technology partners only when it is needed to deliver your event and only to the extent necessary.`,
          `Diese Website und ihre Datenbank betreiben wir bei ${processors.hosting.de}; für den E-Mail-Versand nutzen wir ${processors.mail.de}. Beide verarbeiten Daten nur nach unserer Weisung auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO). Buchungsdaten geben wir an unsere Catering- und Technikpartner nur weiter, wenn sie für die Durchführung Ihrer Veranstaltung nötig sind, und nur im erforderlichen Umfang.`,
        ),
      ],
    },
    {
      id: "rights",
      heading: text("9. Your rights", "9. Ihre Rechte"),
      blocks: [
        text("You have the right to:", "Sie haben das Recht:"),
        {
          list: [
            text(
              "access the personal data we hold about you (Art. 15 GDPR)",
              "Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie gespeichert haben (Art. 15 DSGVO)",
            ),
            text(
              "have incorrect data corrected (Art. 16 GDPR)",
              "unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO)",
            ),
            text("have your data erased (Art. 17 GDPR)", "Ihre Daten löschen zu lassen (Art. 17 DSGVO)"),
            text(
              "have its processing restricted (Art. 18 GDPR)",
              "die Einschränkung der Verarbeitung zu verlangen (Art. 18 DSGVO)",
            ),
            text(
              "receive your data in a common, machine-readable format (Art. 20 GDPR)",
              "Ihre Daten in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO)",
            ),
            text(
              "object to processing based on legitimate interests (Art. 21 GDPR)",
              "einer Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen (Art. 21 DSGVO)",
            ),
            text(
              "withdraw any consent at any time with effect for the future (Art. 7(3) GDPR), for example by unsubscribing from the newsletter or changing your cookie settings",
              "eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO), etwa indem Sie sich vom Newsletter abmelden oder Ihre Cookie-Einstellungen ändern",
            ),
          ],
        },
        text(
          `A short e-mail to [${site.email.privacy}](mailto:${site.email.privacy}) is enough; we answer within one month. You also have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR). The authority responsible for us is the Hessian Commissioner for Data Protection and Freedom of Information (Der Hessische Beauftragte für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden.`,
          `Eine kurze E-Mail an [${site.email.privacy}](mailto:${site.email.privacy}) genügt; wir antworten innerhalb eines Monats. Außerdem haben Sie das Recht, sich bei einer Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist Der Hessische Beauftragte für Datenschutz und Informationsfreiheit, Gustav-Stresemann-Ring 1, 65189 Wiesbaden.`,
        ),
      ],
    },
    {
      id: "security",
      heading: text("10. Security and automated decisions", "10. Sicherheit und automatisierte Entscheidungen"),
      blocks: [
        text(
          "All pages are delivered over an encrypted connection (HTTPS with HSTS). Access to our database is limited to the people who need it to answer you. We do not use automated decision-making or profiling within the meaning of Art. 22 GDPR.",
          "Alle Seiten werden über eine verschlüsselte Verbindung ausgeliefert (HTTPS mit HSTS). Zugriff auf unsere Datenbank haben nur die Personen, die ihn brauchen, um Ihnen zu antworten. Eine automatisierte Entscheidungsfindung oder ein Profiling im Sinne von Art. 22 DSGVO findet nicht statt.",
        ),
      ],
    },
    {
      id: "changes",
      heading: text("11. Changes to this policy", "11. Änderungen dieser Datenschutzerklärung"),
      blocks: [
        text(
          "We update this policy when the website or the law changes. The date at the top shows the current version.",
          "Wir passen diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert. Das Datum oben zeigt den aktuellen Stand.",
        ),
      ],
    },
  ],
});
