import type { ReactNode } from "react";
import { site } from "../../server/domain/company/site";
import { TranslationNote } from "~/components/sections/LegalDocument";
import { PageLink } from "~/components/ui/PageLink";
import type { Bilingual } from "../../server/domain/company/locale";
import { localeOfPath, useLocale } from "~/lib/i18n/locale";
import { buildMailto } from "~/lib/mailto";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/imprint";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

/** A German legal term inside the English page, marked so screen readers pronounce it in German. */
function De({ children }: { children: ReactNode }) {
  return <span lang="de">{children}</span>;
}

const linkClass = "text-accent underline underline-offset-4 hover:text-accent-strong";

/** The page's words: the English page names each German heading beside its own; the German page follows § 5 DDG. */
interface ImprintWords {
  title: string;
  description: string;
  heading: ReactNode;
  intro: ReactNode;
  country: string;
  provider: ReactNode;
  representedBy: ReactNode;
  directors: string;
  contact: ReactNode;
  phone: string;
  email: string;
  form: { before: string; link: string; after: string };
  register: ReactNode;
  vatId: ReactNode;
  vatIdLabel: string;
  responsible: ReactNode;
  disputes: { term: ReactNode; text: ReactNode };
  liability: { term: string; text: string };
  images: { term: string; text: string };
  privacy: { term: string; before: string; policy: string; between: string; terms: string; after: string };
}

// Read on each call: the description names the company, and an owner may publish new company details.
const words = (): Bilingual<ImprintWords> => ({
  en: {
    title: "Imprint",
    description: `Legal notice (Impressum) of ${site.legalName}, Frankfurt am Main: address, managing directors, commercial register, VAT ID and contact according to § 5 DDG.`,
    heading: (
      <>
        Imprint{" "}
        <span className="text-ink-muted">
          (<De>Impressum</De>)
        </span>
      </>
    ),
    intro: (
      <>
        <De>Angaben gemäß § 5 DDG</De> (information pursuant to section 5 of the German Digital Services Act)
      </>
    ),
    country: site.address.country,
    provider: "Provider",
    representedBy: (
      <>
        Represented by the managing directors (<De>Geschäftsführer</De>)
      </>
    ),
    directors: "",
    contact: (
      <>
        Contact (<De>Kontakt</De>)
      </>
    ),
    phone: "Phone",
    email: "E-mail",
    form: { before: "Or use our ", link: "contact form", after: "." },
    register: (
      <>
        Commercial register (<De>Registereintrag</De>)
      </>
    ),
    vatId: (
      <>
        VAT identification number (<De>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG</De>)
      </>
    ),
    vatIdLabel: "",
    responsible: (
      <>
        Responsible for content (<De>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</De>)
      </>
    ),
    disputes: {
      term: (
        <>
          Consumer dispute resolution (<De>Verbraucherstreitbeilegung</De>)
        </>
      ),
      text: (
        <>
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (<De>§ 36 VSBG</De>).
        </>
      ),
    },
    liability: {
      term: "Liability for content and links",
      text: "We write the content of this website with care but cannot guarantee that it is complete and up to date at all times. Prices and offers are non-binding until confirmed in a written quote. Links to other websites lead to content for which their operators are responsible; we check linked pages when we set a link and remove links as soon as we learn of any infringement.",
    },
    images: {
      term: "Images",
      text: `The images on this website are illustrations created for ${site.name}; they show the character of our spaces, not photographs of specific events.`,
    },
    privacy: {
      term: "Privacy",
      before: "How we process personal data is explained in our ",
      policy: "privacy policy",
      between: "; the rules for using this website are in our ",
      terms: "terms of use",
      after: " (German).",
    },
  },
  de: {
    title: "Impressum",
    description: `Impressum der ${site.legalName}, Frankfurt am Main: Anschrift, Geschäftsführung, Handelsregister, Umsatzsteuer-ID und Kontakt nach § 5 DDG.`,
    heading: "Impressum",
    intro: null,
    country: "Deutschland",
    provider: "Angaben gemäß § 5 DDG",
    representedBy: "Vertreten durch",
    directors: "Geschäftsführer: ",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    form: { before: "Oder nutzen Sie unser ", link: "Kontaktformular", after: "." },
    register: "Registereintrag",
    vatId: "Umsatzsteuer-ID",
    vatIdLabel: "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ",
    responsible: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    disputes: {
      term: "Verbraucherstreitbeilegung",
      text: "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
    },
    liability: {
      term: "Haftung für Inhalte und Links",
      text: "Wir erstellen die Inhalte dieser Website mit Sorgfalt, können aber nicht garantieren, dass sie jederzeit vollständig und aktuell sind. Preise und Angebote sind unverbindlich, bis wir sie in einem schriftlichen Angebot bestätigen. Links auf andere Websites führen zu Inhalten, für die deren Betreiber verantwortlich sind; wir prüfen verlinkte Seiten, wenn wir einen Link setzen, und entfernen Links, sobald uns eine Rechtsverletzung bekannt wird.",
    },
    images: {
      term: "Abbildungen",
      text: `Die Bilder auf dieser Website sind Illustrationen, die für ${site.name} erstellt wurden; sie zeigen den Charakter unserer Räume, keine Fotos bestimmter Veranstaltungen.`,
    },
    privacy: {
      term: "Datenschutz",
      before: "Wie wir personenbezogene Daten verarbeiten, erläutert unsere ",
      policy: "Datenschutzerklärung",
      between: "; die Regeln für die Nutzung dieser Website stehen in unseren ",
      terms: "Nutzungsbedingungen",
      after: ".",
    },
  },
});

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const t = words()[locale];
  return seo({ title: t.title, description: t.description, path: "/imprint", locale });
};

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-5 md:grid-cols-[18rem_1fr] md:gap-8">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink-muted">{children}</dd>
    </div>
  );
}

export default function ImprintPage() {
  const t = words()[useLocale()];
  const [responsible] = site.register.managingDirectors;
  return (
    <article className="container-page pb-24 pt-36 md:pt-44">
      <h1 className="text-title font-semibold">{t.heading}</h1>
      {t.intro ? <p className="mt-4 text-lg text-ink-muted">{t.intro}</p> : null}
      {/* The German imprint is the binding one (issue 44): the English page says so. */}
      <TranslationNote germanPage="/imprint" />

      <dl className="mt-10 max-w-4xl">
        <Entry term={t.provider}>
          <address className="not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            {t.country}
          </address>
        </Entry>
        <Entry term={t.representedBy}>
          {t.directors}
          {site.register.managingDirectors.join(", ")}
        </Entry>
        <Entry term={t.contact}>
          {t.phone}:{" "}
          <a href={site.phone.href} className={linkClass}>
            {site.phone.display}
          </a>
          <br />
          {t.email}:{" "}
          <a href={buildMailto({ to: site.email.info })} className={linkClass}>
            {site.email.info}
          </a>
          <br />
          {t.form.before}
          <PageLink to="/contact" className={linkClass}>
            {t.form.link}
          </PageLink>
          {t.form.after}
        </Entry>
        <Entry term={t.register}>
          <De>Registergericht</De>: <De>{site.register.court}</De>
          <br />
          <De>Registernummer</De>: {site.register.number}
        </Entry>
        <Entry term={t.vatId}>
          {t.vatIdLabel}
          {site.register.vatId}
        </Entry>
        <Entry term={t.responsible}>
          {responsible}, {site.address.street}, {site.address.postalCode} {site.address.city}
        </Entry>
        <Entry term={t.disputes.term}>{t.disputes.text}</Entry>
        <Entry term={t.liability.term}>{t.liability.text}</Entry>
        <Entry term={t.images.term}>{t.images.text}</Entry>
        <Entry term={t.privacy.term}>
          {t.privacy.before}
          <PageLink to="/privacy" className={linkClass}>
            {t.privacy.policy}
          </PageLink>
          {t.privacy.between}
          <PageLink to="/terms-of-use" className={linkClass}>
            {t.privacy.terms}
          </PageLink>
          {t.privacy.after}
        </Entry>
      </dl>
    </article>
  );
}
