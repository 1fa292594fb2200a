import { fullAddress, site } from "../../../server/domain/company/site";
import { text } from "../../../server/domain/company/locale";
import type { LegalDocument } from "../legal.schema";

// /terms-of-use, in German as the spec asks (the page sets lang="de"), and its English twin
// /en/terms-of-use, a translation that says the German text is binding.
// Read on each call: an owner may publish new company details (site.ts).
export const termsOfUse = (): LegalDocument => ({
  title: text("Terms of Use", "Nutzungsbedingungen"),
  lead: text(
    `These terms of use apply to the use of this website of ${site.legalName}. Bookings of event spaces and services are additionally governed by our General Terms and Conditions, which form part of every quote.`,
    `Diese Nutzungsbedingungen gelten für die Nutzung dieser Website der ${site.legalName}. Für Buchungen von Veranstaltungsflächen und Leistungen gelten zusätzlich unsere Allgemeinen Geschäftsbedingungen, die Bestandteil jedes Angebots sind.`,
  ),
  updated: text("22 November 2026", "22. November 2026"),
  sections: [
    {
      id: "geltungsbereich",
      heading: text("1. Scope", "1. Geltungsbereich"),
      blocks: [
        text(
          `This website is provided by ${site.legalName}, ${fullAddress()}. By using the website you accept these terms of use. The full details of the provider are in the [imprint](/imprint).`,
          `Anbieterin dieser Website ist die ${site.legalName}, ${fullAddress()}. Mit dem Aufruf der Website erkennen Sie diese Nutzungsbedingungen an. Die vollständigen Angaben zur Anbieterin finden Sie im [Impressum](/imprint).`,
        ),
      ],
    },
    {
      id: "inhalte",
      heading: text("2. Content and offers", "2. Inhalte und Angebote"),
      blocks: [
        text(
          "The content of this website informs you about our event spaces, packages and services. We prepare it with great care but cannot guarantee that it is complete and up to date.",
          "Die Inhalte dieser Website dienen der Information über unsere Veranstaltungsflächen, Pakete und Services. Wir erstellen sie mit großer Sorgfalt, übernehmen aber keine Gewähr für ihre Vollständigkeit und Aktualität.",
        ),
        text(
          "Prices, packages and capacities on this website are non-binding and subject to change. All prices are net plus statutory VAT. A contract is only concluded when we send you a written quote and you confirm it.",
          "Preise, Pakete und Kapazitäten auf dieser Website sind unverbindlich und freibleibend. Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer. Ein Vertrag kommt erst zustande, wenn wir Ihnen ein schriftliches Angebot senden und Sie es bestätigen.",
        ),
        text(
          "Pictures of rooms and equipment are illustrations. The actual seating, technology and decoration follow the agreed quote.",
          "Abbildungen von Räumen und Ausstattung sind Illustrationen. Die tatsächliche Bestuhlung, Technik und Dekoration richtet sich nach dem vereinbarten Angebot.",
        ),
      ],
    },
    {
      id: "anfragen",
      heading: text("3. Forms and requests by e-mail", "3. Formulare und Anfragen per E-Mail"),
      blocks: [
        text(
          "With the forms on this website you can send us a message, request a tour, subscribe to the newsletter or register for a webinar. A request is not yet a booking; a tour is only arranged once we have confirmed it.",
          "Über die Formulare dieser Website können Sie uns eine Nachricht senden, eine Besichtigung anfragen, den Newsletter abonnieren oder sich für ein Webinar anmelden. Eine Anfrage ist noch keine Buchung; eine Besichtigung gilt erst mit unserer Bestätigung als vereinbart.",
        ),
        text(
          "Buttons such as “Request Quote” or “Purchase Gift Card” open a prepared e-mail draft in your e-mail program. You decide yourself whether to send it and with what content.",
          "Schaltflächen wie „Request Quote“ oder „Purchase Gift Card“ öffnen einen vorbereiteten E-Mail-Entwurf in Ihrem E-Mail-Programm. Sie entscheiden selbst, ob und mit welchem Inhalt Sie ihn absenden.",
        ),
        text(
          "Please give truthful information in forms and do not send content that infringes the rights of others. Automated mass requests are not permitted; we limit the number of submissions to prevent abuse.",
          "Bitte machen Sie in Formularen wahrheitsgemäße Angaben und senden Sie keine Inhalte, die Rechte Dritter verletzen. Automatisierte Massenanfragen sind nicht gestattet; wir begrenzen die Zahl der Einsendungen, um Missbrauch zu verhindern.",
        ),
      ],
    },
    {
      id: "geschuetzte-bereiche",
      heading: text("4. Password-protected areas", "4. Passwortgeschützte Bereiche"),
      blocks: [
        text(
          "The handbook for event clients and the area for development partners are protected by a password. Only our clients and partners receive the password. It is to be kept confidential and must not be passed on to others; the content of these areas may only be used to prepare your own event or partnership.",
          "Das Handbuch für Eventplaner und der Bereich Entwicklungspartnerschaften sind mit einem Passwort geschützt. Das Passwort erhalten nur unsere Kundinnen, Kunden und Partner. Es ist vertraulich zu behandeln und darf nicht an Dritte weitergegeben werden; die Inhalte dieser Bereiche dürfen nur für die Vorbereitung der eigenen Veranstaltung oder Partnerschaft verwendet werden.",
        ),
      ],
    },
    {
      id: "urheberrecht",
      heading: text("5. Copyright and trademarks", "5. Urheber- und Markenrechte"),
      blocks: [
        text(
          `Texts, images, graphics, videos and the design of this website are protected by copyright. The SPARK brand and logo are trademarks of ${site.legalName}. Any copying, adaptation or distribution beyond the limits of copyright law requires our prior written consent. For press enquiries and images, please contact us.`,
          `Texte, Bilder, Grafiken, Videos und das Design dieser Website sind urheberrechtlich geschützt. Die Marke SPARK und das Logo sind Kennzeichen der ${site.legalName}. Eine Vervielfältigung, Bearbeitung oder Verbreitung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung. Für Presseanfragen und Bildmaterial wenden Sie sich bitte an uns.`,
        ),
      ],
    },
    {
      id: "links",
      heading: text("6. Links and embedded content", "6. Links und eingebettete Inhalte"),
      blocks: [
        text(
          "This website contains links to third-party websites, such as social networks and map services, as well as embedded videos and a virtual tour. Their providers alone are responsible for their content. Embedded content only loads after your click or with your consent in the [Cookie Settings](/cookie-settings); details are in the [Privacy Policy](/privacy).",
          "Diese Website enthält Links zu Websites Dritter, etwa zu sozialen Netzwerken und Kartendiensten, sowie eingebettete Videos und eine virtuelle Tour. Für deren Inhalte sind ausschließlich die jeweiligen Anbieter verantwortlich. Eingebettete Inhalte werden erst nach Ihrem Klick oder mit Ihrer Einwilligung in den [Cookie-Einstellungen](/cookie-settings) geladen; Einzelheiten stehen in der [Datenschutzerklärung](/privacy).",
        ),
      ],
    },
    {
      id: "verfuegbarkeit",
      heading: text("7. Availability and liability", "7. Verfügbarkeit und Haftung"),
      blocks: [
        text(
          "We strive to provide the website without interruption but cannot guarantee this. Maintenance, technical faults or events beyond our control may temporarily restrict its use.",
          "Wir bemühen uns, die Website ohne Unterbrechung bereitzustellen, können dies aber nicht garantieren. Wartungsarbeiten, technische Störungen oder Ereignisse außerhalb unseres Einflusses können die Nutzung vorübergehend einschränken.",
        ),
        text(
          "We are liable without limitation for intent and gross negligence and for damage arising from injury to life, body or health. In cases of slight negligence we are liable only for the breach of essential obligations, limited to the foreseeable, typical damage.",
          "Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischen Schaden.",
        ),
      ],
    },
    {
      id: "recht",
      heading: text("8. Applicable law and place of jurisdiction", "8. Anwendbares Recht und Gerichtsstand"),
      blocks: [
        text(
          "The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. If the user is a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction is Frankfurt am Main.",
          "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Ist die Nutzerin oder der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand Frankfurt am Main.",
        ),
        text(
          "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.",
          "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        ),
        text(
          "Should any provision of these terms of use be invalid, the validity of the remaining provisions remains unaffected.",
          "Sollte eine Bestimmung dieser Nutzungsbedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
        ),
      ],
    },
    {
      id: "kontakt",
      heading: text("9. Contact", "9. Kontakt"),
      blocks: [
        text(
          `We are happy to answer questions about these terms of use. Write to us using the [contact form](/contact), by e-mail to [${site.email.info}](mailto:${site.email.info}) or call us on ${site.phone.display} (${site.businessHours.display}).`,
          `Fragen zu diesen Nutzungsbedingungen beantworten wir gern. Schreiben Sie uns über das [Kontaktformular](/contact), per E-Mail an [${site.email.info}](mailto:${site.email.info}) oder rufen Sie uns an unter ${site.phone.display} (${site.businessHours.de.days}, ${site.businessHours.de.hours}).`,
        ),
      ],
    },
  ],
});
