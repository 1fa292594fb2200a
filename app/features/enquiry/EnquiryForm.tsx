import { useEffect, useRef, useState } from "react";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CheckboxField, CompanyField, EmailField, SelectField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { enquiryMessages, eventTypes } from "../../../server/domain/enquiries/enquiry-messages";
import { estimateEvent, type Estimate } from "../../../server/domain/enquiries/estimate";
import { addOnUnitLabels, rateKindOf, VAT_PERCENT, type PriceList } from "../../../server/domain/enquiries/price-list";
import { eventSpace, setupLabels } from "../../../server/domain/enquiries/spaces";
import { addOnField, addOnHoursField } from "./fields";

// The enquiry form (/enquire, issue 47): the space, up to three dates, the times, guests, setup,
// event type and add-ons, then who is asking. With JavaScript an estimate is worked out as the
// visitor types (the same arithmetic and price list the server stores with the enquiry); without it,
// the estimate comes with the acknowledgement mail.

const euro = (cents: number) =>
  `€${(cents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface EnquiryFormProps {
  spaces: { id: string; name: string; maxGuests: number }[];
  prices: PriceList;
  space?: string;
  /** The first date, when the visitor chose it in the calendar (YYYY-MM-DD). */
  date?: string;
  /** The first and the last day that may be asked for (YYYY-MM-DD: tomorrow in Frankfurt, a year on). */
  firstDay: string;
  lastDay: string;
  result?: FormResult;
}

/** The estimate for what the form holds now, or undefined while something it needs is missing. */
function estimateOf(form: HTMLFormElement, prices: PriceList): Estimate | undefined {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const space = eventSpace(text("space_id"));
  const dates = ["date_1", "date_2", "date_3"].filter((name) => /^\d{4}-\d{2}-\d{2}$/.test(text(name)));
  const [start, end] = [text("start_time"), text("end_time")];
  const guests = Number(text("guests"));
  if (!space || !dates.length || !/^\d\d:\d\d$/.test(start) || !/^\d\d:\d\d$/.test(end) || start >= end)
    return undefined;
  if (!Number.isInteger(guests) || guests < 1) return undefined;
  const addOns = prices.addOns
    .filter((addOn) => text(addOnField(addOn.id)))
    .map((addOn) => ({
      id: addOn.id,
      quantity: addOn.unit === "hour" ? Number(text(addOnHoursField(addOn.id)) || 1) : undefined,
    }));
  return estimateEvent({ space, dates: new Set(dates).size, rate: rateKindOf(start, end), guests, addOns }, prices);
}

function EstimatePreview({ estimate }: { estimate?: Estimate }) {
  return (
    <section
      aria-labelledby="estimate-heading"
      aria-live="polite"
      className="rounded-card border border-line bg-canvas/40 p-5"
    >
      <h3 id="estimate-heading" className="text-lg font-semibold">
        Your estimate
      </h3>
      {estimate ? (
        <>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Estimate lines, net</caption>
            <tbody>
              {estimate.lines.map((line) => (
                <tr key={line.label} className="border-b border-line/60">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {line.label}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ""}
                  </th>
                  <td className="py-2 text-right tabular-nums">{euro(line.totalCents)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="pt-3 text-left font-normal">
                  Net
                </th>
                <td className="pt-3 text-right tabular-nums">{euro(estimate.netCents)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal">
                  VAT {VAT_PERCENT}%
                </th>
                <td className="text-right tabular-nums">{euro(estimate.vatCents)}</td>
              </tr>
              <tr>
                <th scope="row" className="pt-1 text-left font-semibold">
                  Total
                </th>
                <td className="pt-1 text-right font-semibold tabular-nums" data-testid="estimate-total">
                  {euro(estimate.grossCents)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 text-sm text-ink-muted">
            {estimate.payment.kind === "full"
              ? `Payable in full: ${euro(estimate.payment.dueCents)}.`
              : `Payable ${euro(estimate.payment.depositCents)} on contract and ${euro(estimate.payment.balanceCents)} ${estimate.payment.balanceDueWeeksBefore} weeks before the event.`}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          Choose a space, a date, the times and your number of guests to see what it costs.
        </p>
      )}
      <p className="mt-3 text-xs text-ink-muted">
        An estimate, not an offer: our team confirms the price in its offer. You also receive it by e-mail.
      </p>
    </section>
  );
}

export function EnquiryForm({ spaces, prices, space, date, firstDay, lastDay, result }: EnquiryFormProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [estimate, setEstimate] = useState<Estimate>();
  useEffect(() => {
    const form = holder.current?.closest("form");
    if (!form) return;
    const update = () => setEstimate(estimateOf(form, prices));
    update();
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  }, [prices]);
  return (
    <EnhancedForm
      action="/enquire"
      loadSchema={() => import("./schema").then((module) => module.enquirySchema)}
      messages={enquiryMessages}
      result={result}
      answerInView
      aria-labelledby="enquiry-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <div ref={holder} className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Space"
              name="space_id"
              required
              defaultValue={space ?? ""}
              placeholder="Choose a space…"
              options={spaces.map((one) => ({ value: one.id, label: `${one.name} (up to ${one.maxGuests} guests)` }))}
              error={errors.space_id}
            />
            <TextField
              label="Guests"
              name="guests"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              error={errors.guests}
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">Dates and times (Frankfurt time)</legend>
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField
                label="Date"
                name="date_1"
                type="date"
                min={firstDay}
                max={lastDay}
                defaultValue={date}
                required
                error={errors.date_1}
              />
              <TextField
                label="Second day (optional)"
                name="date_2"
                type="date"
                min={firstDay}
                max={lastDay}
                error={errors.date_2}
              />
              <TextField
                label="Third day (optional)"
                name="date_3"
                type="date"
                min={firstDay}
                max={lastDay}
                error={errors.date_3}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Start"
                name="start_time"
                type="time"
                required
                defaultValue="09:00"
                error={errors.start_time}
              />
              <TextField
                label="End"
                name="end_time"
                type="time"
                required
                defaultValue="18:00"
                error={errors.end_time}
              />
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Setup"
              name="setup"
              required
              defaultValue=""
              placeholder="Choose a setup…"
              options={Object.entries(setupLabels).map(([value, label]) => ({
                value,
                label: label.en.charAt(0).toUpperCase() + label.en.slice(1),
              }))}
              error={errors.setup}
            />
            <SelectField
              label="Type of event (optional)"
              name="event_type"
              defaultValue=""
              placeholder="Choose…"
              options={eventTypes.map((type) => ({ value: type, label: type }))}
              error={errors.event_type}
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">Add-ons (optional)</legend>
            {prices.addOns.map((addOn) => (
              <div key={addOn.id} className="grid items-center gap-3 sm:grid-cols-[1fr_10rem]">
                <CheckboxField
                  label={`${addOn.label} (€${addOn.price.toLocaleString("en-GB")} ${addOnUnitLabels[addOn.unit]})`}
                  name={addOnField(addOn.id)}
                  value="1"
                />
                {addOn.unit === "hour" ? (
                  <TextField
                    label="Hours"
                    name={addOnHoursField(addOn.id)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={24}
                    step={1}
                    defaultValue="4"
                    aria-label={`${addOn.label}: hours`}
                  />
                ) : null}
              </div>
            ))}
          </fieldset>
          <EstimatePreview estimate={estimate} />
          <TextField
            label="Full name"
            name="full_name"
            required
            autoComplete="name"
            maxLength={120}
            error={errors.full_name}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField label="E-mail" error={errors.email} />
            <CompanyField label="Company (optional)" error={errors.company} />
          </div>
          <TextAreaField
            label="Anything else (optional)"
            name="message"
            rows={4}
            maxLength={2000}
            placeholder="Agenda, catering wishes, technology, questions…"
            error={errors.message}
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel="Sending...">Send enquiry</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
