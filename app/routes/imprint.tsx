import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../../server/domain/company/site";
import { buildMailto } from "~/lib/mailto";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/imprint";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Imprint",
    description: `Legal notice (Impressum) of ${site.legalName}, Frankfurt am Main: address, managing directors, commercial register, VAT ID and contact according to § 5 DDG.`,
    path: "/imprint",
  });

/** A German legal term inside the English page, marked so screen readers pronounce it in German. */
function De({ children }: { children: ReactNode }) {
  return <span lang="de">{children}</span>;
}

const linkClass = "text-accent underline underline-offset-4 hover:text-accent-strong";

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-5 md:grid-cols-[18rem_1fr] md:gap-8">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink-muted">{children}</dd>
    </div>
  );
}

export default function ImprintPage() {
  const [responsible] = site.register.managingDirectors;
  return (
    <article className="container-page pb-24 pt-36 md:pt-44">
      <h1 className="text-title font-semibold">
        Imprint{" "}
        <span className="text-ink-muted">
          (<De>Impressum</De>)
        </span>
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        <De>Angaben gemäß § 5 DDG</De> (information pursuant to section 5 of the German Digital Services Act)
      </p>

      <dl className="mt-10 max-w-4xl">
        <Entry term="Provider">
          <address className="not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            {site.address.country}
          </address>
        </Entry>
        <Entry
          term={
            <>
              Represented by the managing directors (<De>Geschäftsführer</De>)
            </>
          }
        >
          {site.register.managingDirectors.join(", ")}
        </Entry>
        <Entry
          term={
            <>
              Contact (<De>Kontakt</De>)
            </>
          }
        >
          Phone:{" "}
          <a href={site.phone.href} className={linkClass}>
            {site.phone.display}
          </a>
          <br />
          E-mail:{" "}
          <a href={buildMailto({ to: site.email.info })} className={linkClass}>
            {site.email.info}
          </a>
          <br />
          Or use our{" "}
          <Link to="/contact" className={linkClass}>
            contact form
          </Link>
          .
        </Entry>
        <Entry
          term={
            <>
              Commercial register (<De>Registereintrag</De>)
            </>
          }
        >
          <De>Registergericht</De>: <De>{site.register.court}</De>
          <br />
          <De>Registernummer</De>: {site.register.number}
        </Entry>
        <Entry
          term={
            <>
              VAT identification number (<De>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG</De>)
            </>
          }
        >
          {site.register.vatId}
        </Entry>
        <Entry
          term={
            <>
              Responsible for content (<De>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</De>)
            </>
          }
        >
          {responsible}, {site.address.street}, {site.address.postalCode} {site.address.city}
        </Entry>
        <Entry
          term={
            <>
              Consumer dispute resolution (<De>Verbraucherstreitbeilegung</De>)
            </>
          }
        >
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (<De>§ 36 VSBG</De>).
        </Entry>
        <Entry term="Liability for content and links">
          We write the content of this website with care but cannot guarantee that it is complete and up to date at all
          times. Prices and offers are non-binding until confirmed in a written quote. Links to other websites lead to
          content for which their operators are responsible; we check linked pages when we set a link and remove links
          as soon as we learn of any infringement.
        </Entry>
        <Entry term="Images">
          The images on this website are illustrations created for {site.name}; they show the character of our spaces,
          not photographs of specific events.
        </Entry>
        <Entry term="Privacy">
          How we process personal data is explained in our{" "}
          <Link to="/privacy" className={linkClass}>
            privacy policy
          </Link>
          ; the rules for using this website are in our{" "}
          <Link to="/terms-of-use" className={linkClass}>
            terms of use
          </Link>{" "}
          (German).
        </Entry>
      </dl>
    </article>
  );
}
