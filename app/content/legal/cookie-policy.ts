import { CONSENT_COOKIE, CONSENT_MONTHS } from "../cookies";
import { GATE_ACCESS_DAYS } from "~/content/gates";
import { site } from "../../../server/domain/company/site";
import type { LegalDocument } from "../legal.schema";

// /cookie-policy: every cookie and storage entry the site uses, and what each consent category means.
export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  lead: "Cookies are small text files that a website stores in your browser. This page lists every cookie and storage entry this website uses, what it is for and how long it stays, and explains what your choices in the cookie settings change.",
  updated: "22 November 2026",
  sections: [
    {
      id: "categories",
      heading: "1. The three categories",
      blocks: [
        {
          list: [
            "Essential: needed for the site to work and to remember your choices. Always on; they do not track you.",
            "Analytics: would let us measure how the site is used. We currently run no analytics at all, so this choice has no effect today; if we ever introduce measurement, it will only run with this consent.",
            "Marketing: allows content from third parties to load automatically, such as videos and the 360° virtual tour. Without it, each video or tour waits for your click.",
          ],
        },
        "You can change your choice at any time on the [Cookie Settings](/cookie-settings) page; the new choice applies from the next page you open.",
      ],
    },
    {
      id: "our-cookies",
      heading: "2. Cookies we set",
      blocks: [
        {
          table: {
            caption: "First-party cookies of this website",
            head: ["Name", "Category", "Purpose", "Duration"],
            rows: [
              [
                CONSENT_COOKIE,
                "Essential",
                "Stores your cookie choice (analytics and marketing on or off) so that the banner does not appear again and embeds respect it. It can be read by our server and by the page.",
                `${CONSENT_MONTHS} months`,
              ],
              [
                "Client-area access",
                "Essential",
                "Set after you enter the password of the event planners handbook or the development partnership area, so that the area stays unlocked. Contains no personal data.",
                `${GATE_ACCESS_DAYS} days, then the password is asked again`,
              ],
            ],
          },
        },
        "The answer to the survey on the webinar confirmation page is kept in your browser's local storage only; it is never sent to us and you can delete it by clearing your browser's site data.",
      ],
    },
    {
      id: "third-party",
      heading: "3. Third-party content",
      blocks: [
        "Videos (Vimeo, YouTube in privacy-enhanced mode) and the virtual tour (Matterport) are shown as a preview image until you click them, or load automatically when you have allowed marketing cookies. Once loaded, these providers may set their own cookies under their own policies. We have no influence on those cookies; the [Privacy Policy](/privacy) names the providers and the legal basis.",
      ],
    },
    {
      id: "browser",
      heading: "4. Managing cookies in your browser",
      blocks: [
        "Every browser lets you view and delete cookies and block them for individual sites. If you delete our consent cookie, the cookie banner appears again on your next visit. If you block all cookies, the site still works, but it cannot remember your choice.",
        `Questions about cookies? Write to [${site.email.privacy}](mailto:${site.email.privacy}).`,
      ],
    },
  ],
};
