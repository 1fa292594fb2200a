import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import type { EnquiryDateState, EnquiryOfLead } from "../../../server/domain/enquiries/enquiry-office";
import { EXTEND_DAYS } from "../../../server/domain/enquiries/option-rules";
import { defaultPriceList, VAT_PERCENT } from "../../../server/domain/enquiries/price-list";
import { dayLabel } from "../../../server/domain/company/venue-time";
import { formatBerlin, formatClock, Panel } from "./ui";

// An event enquiry on its lead page (issue 47, decision 1136): the space, each date with its state,
// what was asked for and the estimate the visitor saw, the offer once booked (1142); the option's
// actions where they apply. Release and conversion ask once more: the question is the page again with
// ?confirm=release|convert, so it works without JavaScript, and only the confirming post changes anything.

type Confirm = "release" | "convert";

/** The enquiry as the page shows it (serialisable), with the question asked when `confirm` applies. */
export function enquiryView(found: EnquiryOfLead, confirm: string | null) {
  const { enquiry, estimate, can } = found;
  // Named as the visitor's estimate named them (the add-ons follow the rate's line), else as the defaults do.
  const addOnLabel = (id: string, index: number) =>
    estimate?.lines[index + 1]?.label ?? defaultPriceList.addOns.find((addOn) => addOn.id === id)?.label ?? id;
  const asked: Confirm | undefined =
    confirm === "release" && can.release ? "release" : confirm === "convert" && can.convert ? "convert" : undefined;
  return {
    fullName: enquiry.fullName,
    space: found.space.name,
    guests: enquiry.guests,
    setup: enquiry.setup,
    eventType: enquiry.eventType,
    addOns: enquiry.addOns.map(
      (addOn, index) => `${addOnLabel(addOn.id, index)}${addOn.quantity ? ` × ${addOn.quantity}` : ""}`,
    ),
    confirmRequestedAt: found.confirmRequestedAt?.toISOString(),
    dates: found.dates.map((date) => ({
      day: date.day,
      startsAt: date.startsAt.toISOString(),
      endsAt: date.endsAt.toISOString(),
      state: date.state,
      until: date.until?.toISOString(),
    })),
    estimate: estimate ?? null,
    can,
    confirm: asked,
  };
}
type EnquiryView = ReturnType<typeof enquiryView>;

const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
const money = (cents: number) => euro.format(cents / 100);

/** "Thu 12 Mar 2026, 09:00-18:00" (Frankfurt time). */
function dateText(date: { day: string; startsAt: string; endsAt: string }): string {
  return `${dayLabel(date.day, "short")} ${date.day.slice(0, 4)}, ${formatClock(date.startsAt)}-${formatClock(date.endsAt)}`;
}

function stateText(date: { state: EnquiryDateState; until?: string }): string {
  switch (date.state) {
    case "first":
      return date.until ? `1st option until ${formatBerlin(date.until)}` : "1st option";
    case "second":
      return "2nd option";
    case "booked":
      return "Booked";
    case "released":
      return "Released";
    case "expired":
      return "Expired";
  }
}

const stateTones: Record<EnquiryDateState, string> = {
  first: "border-accent/60 bg-accent/15 text-accent-strong",
  second: "border-glow/60 bg-glow/10 text-glow",
  booked: "border-success/60 bg-success/10 text-success",
  released: "border-line bg-surface-raised text-ink-muted",
  expired: "border-line bg-surface-raised text-ink-muted",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function EnquiryPanel({
  enquiry,
  path,
  back,
  busy,
}: {
  enquiry: EnquiryView;
  /** The lead page's path, and the inbox list it was opened from (kept on every link and form). */
  path: string;
  back: string | null;
  busy: boolean;
}) {
  const { estimate, can, confirm } = enquiry;
  const stay = back ? `${path}?${new URLSearchParams({ back })}` : path;
  const when = enquiry.dates.map(dateText).join("; ");
  const details: [string, string][] = [
    ["Space", enquiry.space],
    ["Guests", String(enquiry.guests)],
    ...(enquiry.setup ? [["Setup", capitalised(enquiry.setup)] as [string, string]] : []),
    ...(enquiry.eventType ? [["Event type", enquiry.eventType] as [string, string]] : []),
    ["Add-ons", enquiry.addOns.length ? enquiry.addOns.join(", ") : "None"],
  ];
  const ask = (what: Confirm, label: string) => (
    <Form method="get" action={path} preventScrollReset>
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <input type="hidden" name="confirm" value={what} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
  return (
    <Panel title="Event enquiry" id="enquiry">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {enquiry.confirmRequestedAt ? (
        <p role="status" className="mt-6 rounded-card border border-accent/50 bg-accent/10 p-4 font-medium">
          The visitor asked to confirm on {formatBerlin(enquiry.confirmRequestedAt)}: send the offer by converting the
          option.
        </p>
      ) : null}

      <h3 className="mt-6 text-lg font-semibold">Dates</h3>
      <p className="text-sm text-ink-muted">Frankfurt time.</p>
      <ul aria-label="Dates" className="mt-2 space-y-2">
        {enquiry.dates.map((date) => (
          <li key={date.day} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>{dateText(date)}</span>
            <span
              className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateTones[date.state]}`}
            >
              {stateText(date)}
            </span>
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-lg font-semibold">Estimate shown to the visitor</h3>
      {estimate ? (
        <table aria-label="Estimate" className="mt-2 w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Unit
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line, index) => (
              <tr key={index} className="border-t border-line">
                <td className="py-2 pr-4">{line.label}</td>
                <td className="py-2 pr-4 text-right">{line.quantity}</td>
                <td className="py-2 pr-4 text-right">{money(line.unitCents)}</td>
                <td className="py-2 text-right">{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ["Net", estimate.netCents],
                [`VAT ${VAT_PERCENT}%`, estimate.vatCents],
                ["Gross", estimate.grossCents],
              ] as const
            ).map(([label, cents]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" colSpan={3} className="py-2 pr-4 text-right font-semibold">
                  {label}
                </th>
                <td className="py-2 text-right font-semibold">{money(cents)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      ) : (
        <p className="mt-2 text-ink-muted">No estimate was stored with this enquiry.</p>
      )}
      {estimate && enquiry.dates.some((date) => date.state === "booked") ? (
        // The offer the visitor was mailed with the booking (decision 1142).
        <p className="mt-4">
          <a href={`${path}/offer.pdf`} download className={buttonClass("secondary")}>
            Download the offer (PDF)
          </a>
        </p>
      ) : null}

      {can.extend || can.release || can.convert ? (
        <div className="mt-6 flex flex-wrap items-end gap-3">
          {can.extend ? (
            <Form method="post" action={stay} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="extend-option" />
              <TextField
                label="Days"
                name="days"
                type="number"
                min={EXTEND_DAYS.min}
                max={EXTEND_DAYS.max}
                defaultValue={String(EXTEND_DAYS.default)}
                required
                className="w-24"
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                Extend option
              </Button>
            </Form>
          ) : null}
          {can.release && confirm !== "release" ? ask("release", "Release option") : null}
          {can.convert && confirm !== "convert" ? ask("convert", "Convert to booking") : null}
        </div>
      ) : null}

      {confirm ? (
        <Form
          method="post"
          action={stay}
          preventScrollReset
          aria-label={confirm === "release" ? "Release the option" : "Convert to booking"}
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 bg-danger/5 p-3"
        >
          <p className="w-full font-medium">
            {confirm === "release"
              ? `Release the option of ${enquiry.fullName} on ${when}? The visitor is mailed; a second option behind it moves up.`
              : `Book ${enquiry.space} for ${enquiry.fullName} on ${when}? The visitor is mailed the booking; second options behind it are released and their visitors mailed.`}
          </p>
          <Button
            type="submit"
            name="intent"
            value={confirm === "release" ? "release-option" : "convert-option"}
            disabled={busy}
          >
            {confirm === "release" ? "Yes, release the option" : "Yes, convert to booking"}
          </Button>
          <Link to={stay} preventScrollReset className={buttonClass("secondary")}>
            Keep the option
          </Link>
        </Form>
      ) : null}
    </Panel>
  );
}
