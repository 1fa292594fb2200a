import { LegalDocument } from "~/components/sections/LegalDocument";
import { ButtonLink } from "~/components/ui/Button";
import { termsOfUse } from "~/content/legal/terms-of-use";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms-of-use";

export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Nutzungsbedingungen",
    description:
      "Nutzungsbedingungen der Website von SPARK Frankfurt: Inhalte und Angebote, Anfragen per Formular und E-Mail, Kundenbereiche, Urheberrecht, Haftung und Kontakt.",
    path: "/terms-of-use",
  });

export default function TermsOfUsePage() {
  return (
    <LegalDocument
      document={termsOfUse}
      updatedLabel="Stand"
      contentsLabel="Inhalt"
      scrollHint="Zum Weiterlesen seitlich wischen oder scrollen"
    >
      <div className="flex flex-wrap gap-4">
        <ButtonLink to="/contact">Kontakt aufnehmen</ButtonLink>
        <ButtonLink to="/privacy" variant="secondary">
          Datenschutzerklärung
        </ButtonLink>
      </div>
    </LegalDocument>
  );
}
