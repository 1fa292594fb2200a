import { fullAddress, site } from "../../../server/domain/company/site";
import type { LegalDocument } from "../legal.schema";

// /terms-of-use, in German as the spec asks (the page sets lang="de").
export const termsOfUse: LegalDocument = {
  title: "Nutzungsbedingungen",
  lead: `Diese Nutzungsbedingungen gelten für die Nutzung dieser Website der ${site.legalName}. Für Buchungen von Veranstaltungsflächen und Leistungen gelten zusätzlich unsere Allgemeinen Geschäftsbedingungen, die Bestandteil jedes Angebots sind.`,
  updated: "22. November 2026",
  sections: [
    {
      id: "geltungsbereich",
      heading: "1. Geltungsbereich",
      blocks: [
        `Anbieterin dieser Website ist die ${site.legalName}, ${fullAddress}. Mit dem Aufruf der Website erkennen Sie diese Nutzungsbedingungen an. Die vollständigen Angaben zur Anbieterin finden Sie im [Impressum](/imprint).`,
      ],
    },
    {
      id: "inhalte",
      heading: "2. Inhalte und Angebote",
      blocks: [
        "Die Inhalte dieser Website dienen der Information über unsere Veranstaltungsflächen, Pakete und Services. Wir erstellen sie mit großer Sorgfalt, übernehmen aber keine Gewähr für ihre Vollständigkeit und Aktualität.",
        "Preise, Pakete und Kapazitäten auf dieser Website sind unverbindlich und freibleibend. Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer. Ein Vertrag kommt erst zustande, wenn wir Ihnen ein schriftliches Angebot senden und Sie es bestätigen.",
        "Abbildungen von Räumen und Ausstattung sind Illustrationen. Die tatsächliche Bestuhlung, Technik und Dekoration richtet sich nach dem vereinbarten Angebot.",
      ],
    },
    {
      id: "anfragen",
      heading: "3. Formulare und Anfragen per E-Mail",
      blocks: [
        "Über die Formulare dieser Website können Sie uns eine Nachricht senden, eine Besichtigung anfragen, den Newsletter abonnieren oder sich für ein Webinar anmelden. Eine Anfrage ist noch keine Buchung; eine Besichtigung gilt erst mit unserer Bestätigung als vereinbart.",
        "Schaltflächen wie „Request Quote“ oder „Purchase Gift Card“ öffnen einen vorbereiteten E-Mail-Entwurf in Ihrem E-Mail-Programm. Sie entscheiden selbst, ob und mit welchem Inhalt Sie ihn absenden.",
        "Bitte machen Sie in Formularen wahrheitsgemäße Angaben und senden Sie keine Inhalte, die Rechte Dritter verletzen. Automatisierte Massenanfragen sind nicht gestattet; wir begrenzen die Zahl der Einsendungen, um Missbrauch zu verhindern.",
      ],
    },
    {
      id: "geschuetzte-bereiche",
      heading: "4. Passwortgeschützte Bereiche",
      blocks: [
        "Das Handbuch für Veranstaltungskunden und der Bereich für Entwicklungspartner sind mit einem Passwort geschützt. Das Passwort erhalten nur unsere Kundinnen, Kunden und Partner. Es ist vertraulich zu behandeln und darf nicht an Dritte weitergegeben werden; die Inhalte dieser Bereiche dürfen nur für die Vorbereitung der eigenen Veranstaltung oder Partnerschaft verwendet werden.",
      ],
    },
    {
      id: "urheberrecht",
      heading: "5. Urheber- und Markenrechte",
      blocks: [
        `Texte, Bilder, Grafiken, Videos und das Design dieser Website sind urheberrechtlich geschützt. Die Marke SPARK und das Logo sind Kennzeichen der ${site.legalName}. Eine Vervielfältigung, Bearbeitung oder Verbreitung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung. Für Presseanfragen und Bildmaterial wenden Sie sich bitte an uns.`,
      ],
    },
    {
      id: "links",
      heading: "6. Links und eingebettete Inhalte",
      blocks: [
        "Diese Website enthält Links zu Websites Dritter, etwa zu sozialen Netzwerken und Kartendiensten, sowie eingebettete Videos und eine virtuelle Tour. Für deren Inhalte sind ausschließlich die jeweiligen Anbieter verantwortlich. Eingebettete Inhalte werden erst nach Ihrem Klick oder mit Ihrer Einwilligung in den [Cookie-Einstellungen](/cookie-settings) geladen; Einzelheiten stehen in der [Datenschutzerklärung](/privacy).",
      ],
    },
    {
      id: "verfuegbarkeit",
      heading: "7. Verfügbarkeit und Haftung",
      blocks: [
        "Wir bemühen uns, die Website ohne Unterbrechung bereitzustellen, können dies aber nicht garantieren. Wartungsarbeiten, technische Störungen oder Ereignisse außerhalb unseres Einflusses können die Nutzung vorübergehend einschränken.",
        "Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischen Schaden.",
      ],
    },
    {
      id: "recht",
      heading: "8. Anwendbares Recht und Gerichtsstand",
      blocks: [
        "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Ist die Nutzerin oder der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand Frankfurt am Main.",
        "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        "Sollte eine Bestimmung dieser Nutzungsbedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
      ],
    },
    {
      id: "kontakt",
      heading: "9. Kontakt",
      blocks: [
        `Fragen zu diesen Nutzungsbedingungen beantworten wir gern. Schreiben Sie uns über das [Kontaktformular](/contact), per E-Mail an [${site.email.info}](mailto:${site.email.info}) oder rufen Sie uns an unter ${site.phone.display} (${site.businessHours.de.days}, ${site.businessHours.de.hours}).`,
      ],
    },
  ],
};
