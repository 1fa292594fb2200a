import type { ReactNode } from "react";
import { Link, type MetaDescriptor } from "react-router";
import { buttonClass } from "~/components/ui/Button";

// Building blocks of the back office's pages, in the site's design language (app.css tokens).

/** Title and robots of every back-office page. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · SPARK Back Office` }, { name: "robots", content: "noindex, nofollow" }];
}

export function Panel({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-card border border-line bg-surface p-6"
    >
      {title ? (
        <h2 id={id ? `${id}-title` : undefined} className="mb-4 text-xl font-semibold">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

export function Notice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${
        tone === "error" ? "border-danger/60 bg-danger/10 text-danger" : "border-success/60 bg-success/10 text-success"
      }`}
    >
      {children}
    </p>
  );
}

const statusTones: Record<string, string> = {
  new: "border-accent/60 bg-accent/15 text-accent-strong",
  in_progress: "border-glow/60 bg-glow/10 text-glow",
  done: "border-success/60 bg-success/10 text-success",
  spam: "border-line bg-surface-raised text-ink-muted",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusTones[status] ?? statusTones.spam}`}
    >
      {label}
    </span>
  );
}

/** A time in Europe/Berlin, as the team reads it. */
export function formatBerlin(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Frankfurt wall-clock time of an instant: "09:30". */
export function formatClock(at: string | Date): string {
  return clockFormat.format(new Date(at));
}

/** A calendar day (YYYY-MM-DD, already a Frankfurt day) as the team reads it: "3 Dec 2026". */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A centred card for the pages before sign-in (sign-in, invite). */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page flex min-h-dvh items-center justify-center py-16">
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-8 shadow-card">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-accent">SPARK Back Office</p>
        <h1 className="mt-3 text-3xl font-semibold">{title}</h1>
        {lead ? <p className="mt-3 text-ink-muted">{lead}</p> : null}
        <div className="mt-8 space-y-5">{children}</div>
      </div>
    </div>
  );
}

/** The look of a filter bar's inputs and selects. */
export const filterControl =
  "block w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink focus-visible:border-accent";

/**
 * A labelled select of a filter or action bar: the empty first choice (`any`: 'All kinds', 'Keep
 * status') and then `options`, values with their words.
 */
export function FilterSelect({
  label,
  name,
  any,
  options,
  defaultValue = "",
}: {
  label: string;
  name: string;
  any: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select name={name} defaultValue={defaultValue} className={filterControl}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter bar's From and To dates (the lists' `from`/`to` parameters). */
export function DateRangeFields({ from, to }: { from?: string; to?: string }) {
  return (
    <>
      <label className="text-sm">
        <span className="mb-1 block font-medium">From</span>
        <input type="date" name="from" defaultValue={from ?? ""} className={filterControl} />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">To</span>
        <input type="date" name="to" defaultValue={to ?? ""} className={filterControl} />
      </label>
    </>
  );
}

/** Apply and Clear under a filter bar; `className` spans the bar's grid (a literal class, for Tailwind). */
export function FilterActions({ clearTo, className }: { clearTo: string; className: string }) {
  return (
    <div className={`flex gap-3 ${className}`}>
      <button type="submit" className={buttonClass("primary")}>
        Apply filters
      </button>
      <Link to={clearTo} className={buttonClass("ghost")}>
        Clear
      </Link>
    </div>
  );
}

/**
 * Every list of the back office: a table named by `label`, a header cell per column, the rows as
 * children, and `empty` in their place when there are none. Framed on a page of its own (inbox,
 * audit log); plain inside a Panel.
 */
export function StaffTable({
  label,
  columns,
  empty,
  children,
  stacked = false,
  framed = true,
}: {
  label: string;
  /** The header cells: words, or a control (the inbox's 'select all'). */
  columns: ReactNode[];
  empty: ReactNode;
  children: ReactNode[];
  /** Below the md breakpoint each row becomes a card (staff-table-stacked in app.css), so a phone never scrolls sideways. */
  stacked?: boolean;
  framed?: boolean;
}) {
  if (children.length === 0) {
    return framed ? (
      <p className="rounded-card border border-line bg-surface p-8 text-center text-ink-muted">{empty}</p>
    ) : (
      <p className="text-ink-muted">{empty}</p>
    );
  }
  return (
    <div className={framed ? "overflow-x-auto rounded-card border border-line" : "overflow-x-auto"}>
      <table aria-label={label} className={`w-full text-left text-sm${stacked ? " staff-table-stacked" : ""}`}>
        <thead className={framed ? "bg-surface-raised text-ink-muted" : "text-ink-muted"}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={framed ? "px-4 py-3 font-semibold" : "py-2 pr-4 font-semibold"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
