import { CONSENT_COOKIE, CONSENT_MONTHS } from "../cookies";
import { GATE_ACCESS_DAYS } from "~/content/gates";
import { site } from "../../../server/domain/company/site";
import { text } from "../../../server/domain/company/locale";
import type { LegalDocument } from "../legal.schema";

// /cookie-policy: every cookie and storage entry the site uses, and what each consent category means.
// Read on each call: an owner may publish new company details (site.ts).
export const cookiePolicy = (): LegalDocument => ({
  title: text("Cookie Policy", "Cookie-Richtlinie"),
  lead: text(
    "Cookies are small text files that a website stores in your browser. This page lists every cookie and storage entry this website uses, what it is for and how long it stays, and explains what your choices in the cookie settings change.",
    "Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Hier finden Sie jedes Cookie und jeden Speichereintrag dieser Website mit Zweck und Speicherdauer, und wir erklären, was Ihre Auswahl in den Cookie-Einstellungen bewirkt.",
  ),
  updated: text("22 November 2026", "22. November 2026"),
  sections: [
    {
      id: "categories",
      heading: text("1. The three categories", "1. Die drei Kategorien"),
      blocks: [
        {
          list: [
            text(
              "Essential: needed for the site to work and to remember your choices. Always on; they do not track you.",
              "Notwendig: für den Betrieb der Website und das Speichern Ihrer Auswahl erforderlich. Immer aktiv; sie verfolgen Sie nicht.",
            ),
            text(
              "Analytics: would let us measure how the site is used. We currently run no analytics at all, so this choice has no effect today; if we ever introduce measurement, it will only run with this consent.",
              "Statistik: würde uns erlauben zu messen, wie die Website genutzt wird. Derzeit setzen wir keinerlei Analysewerkzeuge ein, diese Auswahl hat also heute keine Wirkung; führen wir künftig eine Messung ein, läuft sie nur mit dieser Einwilligung.",
            ),
            text(
              "Marketing: allows content from third parties to load automatically, such as videos and the 360° virtual tour. Without it, each video or tour waits for your click.",
              "Marketing: erlaubt, dass Inhalte von Drittanbietern automatisch laden, etwa Videos und die virtuelle 360°-Tour. Ohne diese Einwilligung wartet jedes Video und jede Tour auf Ihren Klick.",
            ),
          ],
        },
        text(
          "You can change your choice at any time on the [Cookie Settings](/cookie-settings) page; the new choice applies from the next page you open.",
          "Sie können Ihre Auswahl jederzeit in den [Cookie-Einstellungen](/cookie-settings) ändern; die neue Auswahl gilt ab der nächsten Seite, die Sie aufrufen.",
        ),
      ],
    },
    {
      id: "our-cookies",
      heading: text("2. Cookies we set", "2. Cookies, die wir setzen"),
      blocks: [
        {
          table: {
            caption: text("First-party cookies of this website", "Eigene Cookies dieser Website"),
            head: [
              text("Name", "Name"),
              text("Category", "Kategorie"),
              text("Purpose", "Zweck"),
              text("Duration", "Speicherdauer"),
            ],
            rows: [
              [
                text(CONSENT_COOKIE, CONSENT_COOKIE),
                text("Essential", "Notwendig"),
                text(
                  "Stores your cookie choice (analytics and marketing on or off) so that the banner does not appear again and embeds respect it. It can be read by our server and by the page.",
                  "Speichert Ihre Cookie-Auswahl (Statistik und Marketing an oder aus), damit das Banner nicht erneut erscheint und eingebettete Inhalte sie beachten. Unser Server und die Seite können es lesen.",
                ),
                text(`${CONSENT_MONTHS} months`, `${CONSENT_MONTHS} Monate`),
              ],
              [
                text("Client-area access", "Zugang zum Kundenbereich"),
                text("Essential", "Notwendig"),
                text(
                  "Set after you enter the password of the event planners handbook or the development partnership area, so that the area stays unlocked. Contains no personal data.",
                  "Wird gesetzt, nachdem Sie das Passwort des Handbuchs für Eventplaner oder des Bereichs Entwicklungspartnerschaften eingegeben haben, damit der Bereich freigeschaltet bleibt. Enthält keine personenbezogenen Daten.",
                ),
                text(
                  `${GATE_ACCESS_DAYS} days, then the password is asked again`,
                  `${GATE_ACCESS_DAYS} Tage, danach wird das Passwort erneut abgefragt`,
                ),
              ],
            ],
          },
        },
        text(
          "The answer to the survey on the webinar confirmation page is kept in your browser's local storage only; it is never sent to us and you can delete it by clearing your browser's site data.",
          "Ihre Antwort auf die Umfrage auf der Bestätigungsseite des Webinars bleibt ausschließlich im lokalen Speicher Ihres Browsers; sie wird nie an uns übermittelt, und Sie können sie löschen, indem Sie die Websitedaten in Ihrem Browser entfernen.",
        ),
      ],
    },
    {
      id: "third-party",
      heading: text("3. Third-party content", "3. Inhalte von Drittanbietern"),
      blocks: [
        text(
          "Videos (Vimeo, YouTube in privacy-enhanced mode) and the virtual tour (Matterport) are shown as a preview image until you click them, or load automatically when you have allowed marketing cookies. Once loaded, these providers may set their own cookies under their own policies. We have no influence on those cookies; the [Privacy Policy](/privacy) names the providers and the legal basis.",
          "Videos (Vimeo, YouTube im erweiterten Datenschutzmodus) und die virtuelle Tour (Matterport) erscheinen als Vorschaubild, bis Sie sie anklicken, oder laden automatisch, wenn Sie Marketing-Cookies erlaubt haben. Sobald sie geladen sind, können diese Anbieter nach ihren eigenen Richtlinien eigene Cookies setzen. Auf diese Cookies haben wir keinen Einfluss; die [Datenschutzerklärung](/privacy) nennt die Anbieter und die Rechtsgrundlage.",
        ),
      ],
    },
    {
      id: "browser",
      heading: text("4. Managing cookies in your browser", "4. Cookies im Browser verwalten"),
      blocks: [
        text(
          "Every browser lets you view and delete cookies and block them for individual sites. If you delete our consent cookie, the cookie banner appears again on your next visit. If you block all cookies, the site still works, but it cannot remember your choice.",
          "In jedem Browser können Sie Cookies ansehen, löschen und für einzelne Websites blockieren. Löschen Sie unser Einwilligungs-Cookie, erscheint das Cookie-Banner bei Ihrem nächsten Besuch erneut. Blockieren Sie alle Cookies, funktioniert die Website weiterhin, kann sich Ihre Auswahl aber nicht merken.",
        ),
        text(
          `Questions about cookies? Write to [${site.email.privacy}](mailto:${site.email.privacy}).`,
          `Fragen zu Cookies? Schreiben Sie an [${site.email.privacy}](mailto:${site.email.privacy}).`,
        ),
      ],
    },
  ],
});
