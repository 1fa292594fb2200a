import { art } from "~/lib/art";
import { ArtImage } from "../media/ArtImage";
import { ButtonLink } from "../ui/Button";

/** The branded not-found page: an empty stage after the show, and the ways back in. */
export function NotFound() {
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
        <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">Error 404</p>
        <h1 className="mt-4 text-title font-semibold">This stage is dark</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">
          The page you were looking for does not exist or has moved. Our venues, offers and team are one click away.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/">Back to the home page</ButtonLink>
          <ButtonLink to="/venues" variant="secondary">
            Explore our venues
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
