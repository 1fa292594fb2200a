import { LegalDocument } from "~/components/sections/LegalDocument";
import { ButtonLink } from "~/components/ui/Button";
import { termsOfUse } from "~/content/legal/terms-of-use";
import { bilingual, localeOfPath, useLocale } from "~/lib/i18n/locale";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms-of-use";

export const handle: PageHandle = { react: false };

// The spec wrote this page in German (/terms-of-use); /en/terms-of-use is its English twin, which
// says that the German text is binding.
const words = bilingual({
  en: {
    title: "Terms of Use",
    description:
      "Terms of use of the SPARK Frankfurt website: content and offers, requests by form and e-mail, client areas, copyright, liability and contact.",
    contact: "Contact Us",
    privacy: "Privacy Policy",
  },
  de: {
    title: "Nutzungsbedingungen",
    description:
      "Nutzungsbedingungen der Website von SPARK Frankfurt: Inhalte und Angebote, Anfragen per Formular und E-Mail, Kundenbereiche, Urheberrecht, Haftung und Kontakt.",
    contact: "Kontakt aufnehmen",
    privacy: "Datenschutzerklärung",
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words[locale];
  return seo({ title: t.title, description: t.description, path: "/terms-of-use", locale });
};

export default function TermsOfUsePage() {
  const t = words[useLocale()];
  return (
    <LegalDocument document={termsOfUse()} bindingGerman="/terms-of-use">
      <div className="flex flex-wrap gap-4">
        <ButtonLink to="/contact">{t.contact}</ButtonLink>
        <ButtonLink to="/privacy" variant="secondary">
          {t.privacy}
        </ButtonLink>
      </div>
    </LegalDocument>
  );
}
