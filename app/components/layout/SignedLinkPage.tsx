import type { ReactNode } from "react";
import { Link } from "react-router";

// The frame of a page a visitor opens from the signed link of one of our mails (/book-tour/manage,
// /enquire/manage): what was just done, what went wrong, then the page itself. Plain markup: these
// pages work without JavaScript.

export function SignedLinkPage({
  notice,
  error,
  children,
}: {
  /** What the visitor's last action did ("Your option is released."). */
  notice?: string;
  /** Why the visitor's last action was refused. */
  error?: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page max-w-3xl space-y-8 pb-24 pt-32">
      {notice ? (
        <p role="status" className="rounded-card border border-accent/50 bg-accent/10 p-4 font-medium">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-card border border-danger p-4 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/**
 * The page when its link leads to nothing the visitor can change (forged, or the tour is over): the
 * heading, what happened, and the way to start again ("You can also <book a new tour>.").
 */
export function SignedLinkEnd({
  title,
  text,
  again,
}: {
  title: string;
  /** The sentence before the link, ending where the link's words begin. */
  text: string;
  again: { to: string; label: string };
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="text-ink-muted">
        {text}{" "}
        <Link to={again.to} className="text-accent underline">
          {again.label}
        </Link>
        .
      </p>
    </div>
  );
}
