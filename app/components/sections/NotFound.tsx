import { art } from "~/lib/art";
import { bilingual, useLocale } from "~/lib/i18n/locale";
import { ArtImage } from "../media/ArtImage";
import { ButtonLink } from "../ui/Button";

const words = bilingual({
  en: {
    eyebrow: "Error 404",
    title: "This stage is dark",
    lead: "The page you were looking for does not exist or has moved. Our venues, offers and team are one click away.",
    home: "Back to the home page",
    venues: "Explore our venues",
    contact: "Contact us",
  },
  de: {
    eyebrow: "Fehler 404",
    title: "Auf dieser Bühne ist das Licht aus",
    lead: "Die gesuchte Seite gibt es nicht oder sie ist umgezogen. Unsere Locations, Angebote und unser Team sind nur einen Klick entfernt.",
    home: "Zur Startseite",
    venues: "Locations entdecken",
    contact: "Kontakt aufnehmen",
  },
});

/** The branded not-found page: an empty stage after the show, and the ways back in. */
export function NotFound() {
  const t = words[useLocale()];
  return (
    <section className="relative isolate flex min-h-[80vh] flex-col items-center justify-center overflow-hidden py-32 text-center">
      <ArtImage
        art={art("event/not-found-empty-stage")}
        alt=""
        load="priority"
        sizes="100vw"
        className="absolute inset-0 -z-20 block h-full w-full"
        imgClassName="h-full w-full object-cover opacity-40 grayscale-[60%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(10_12_17/0.55),rgb(10_12_17/0.95)_70%)]"
      />
      <div className="container-page">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">{t.eyebrow}</p>
        <h1 className="mt-4 text-title font-semibold">{t.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{t.lead}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/">{t.home}</ButtonLink>
          <ButtonLink to="/venues" variant="secondary">
            {t.venues}
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t.contact}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
