import { ButtonLink } from "../ui/Button";

export function NotFound() {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-32 text-center">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.3em] text-accent">Error 404</p>
      <h1 className="mt-4 text-title font-semibold">This stage is dark</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">
        The page you were looking for does not exist or has moved. Our venues, offers and team are one click away.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/">Back to the home page</ButtonLink>
        <ButtonLink to="/venues" variant="secondary">Explore our venues</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">Contact us</ButtonLink>
      </div>
    </section>
  );
}
