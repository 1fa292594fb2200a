import { useEffect, useRef, useState } from "react";
import { EnhancedForm, EnhancedFormNotice, SubmitButton } from "../form-kit/EnhancedForm";
import { CheckboxField, CompanyField, EmailField, SelectField, TextAreaField, TextField } from "../form-kit/fields";
import type { FormResult } from "../form-kit/protocol";
import { enquiryMessages, eventTypeLabels, eventTypes } from "../../../server/domain/enquiries/enquiry-messages";
import { estimateEvent, type Estimate } from "../../../server/domain/enquiries/estimate";
import { rateKindOf, type PriceList, type RateKind } from "../../../server/domain/enquiries/price-list";
import { eventSpace, setupLabels } from "../../../server/domain/enquiries/spaces";
import { addOnField, addOnHoursField } from "./fields";
import type { EnquiryFormLabels } from "./form-words";
import { bilingual, formatEuro, useLocale, type Locale } from "~/lib/i18n/locale";

// The enquiry form (/enquire, issue 47): the space, up to three dates, the times, guests, setup,
// event type and add-ons, then who is asking. With JavaScript an estimate is worked out as the
// visitor types (the same arithmetic and price list the server stores with the enquiry); without it,
// the estimate comes with the acknowledgement mail.

const euroOf = {
  en: (cents: number) =>
    `€${(cents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  // "1.800,00 €"
  de: (cents: number) =>
    `${(cents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`,
};

// The form's phrases with figures; its labels come from the page in its language (form-words.ts),
// so that the island carries one language of them (issue 44: the islands stay small).
const phrases = bilingual({
  en: {
    payFull: (due: string) => `Payable in full: ${due}.`,
    payParts: (deposit: string, balance: string, weeks: number) =>
      `Payable ${deposit} on contract and ${balance} ${weeks} weeks before the event.`,
    firstLine: undefined as ((spaceId: string, rate: RateKind) => string) | undefined,
    spaceOption: (name: string, max: number) => `${name} (up to ${max} guests)`,
    addOnLabel: (label: string, price: number, unit: string) => `${label} (€${price.toLocaleString("en-GB")} ${unit})`,
    hoursOf: (label: string) => `${label}: hours`,
  },
  de: {
    payFull: (due: string) => `Zahlbar in voller Höhe: ${due}.`,
    payParts: (deposit: string, balance: string, weeks: number) =>
      `Zahlbar: ${deposit} bei Vertragsabschluss und ${balance} ${weeks} Wochen vor der Veranstaltung.`,
    firstLine: (spaceId: string, rate: RateKind) => {
      const space = eventSpace(spaceId);
      const floors = space?.floors.length ?? 1;
      return `${space?.nameDe ?? spaceId}, ${rateNamesDe[rate]} (${floors === 1 ? "eine Etage" : `${floors} Etagen`})`;
    },
    spaceOption: (name: string, max: number) => `${name} (bis zu ${max} Personen)`,
    addOnLabel: (label: string, price: number, unit: string) => `${label} (${formatEuro(price, "de")} ${unit})`,
    hoursOf: (label: string) => `${label}: Stunden`,
  },
});

/** An add-on's name beside its price: the German name without its own unit ("Catering Standard (pro Person)"). */
const addOnName = (addOn: { label: string; labelDe: string }, locale: Locale) =>
  locale === "de" ? addOn.labelDe.replace(/\s*\([^)]*\)$/, "") : addOn.label;

const rateNamesDe: Record<RateKind, string> = {
  day: "ganzer Tag",
  halfDay: "halber Tag",
  evening: "Abendveranstaltung",
};

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
  /** The form's labels in the page's language (form-words.ts). */
  labels: EnquiryFormLabels;
}

/** The estimate for what the form holds now, or undefined while something it needs is missing. */
function estimateOf(
  form: HTMLFormElement,
  prices: PriceList,
): { estimate: Estimate; spaceId: string; rate: RateKind } | undefined {
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
  const rate = rateKindOf(start, end);
  return {
    estimate: estimateEvent({ space, dates: new Set(dates).size, rate, guests, addOns }, prices),
    spaceId: space.id,
    rate,
  };
}

function EstimatePreview({
  shown,
  locale,
  labels,
}: {
  shown?: ReturnType<typeof estimateOf>;
  locale: Locale;
  labels: EnquiryFormLabels;
}) {
  const t = { ...labels, ...phrases[locale] };
  const euro = euroOf[locale];
  const estimate = shown?.estimate;
  // The lines as the page's language names them: the space's rate, then the add-ons (`labelDe`).
  const label = (line: Estimate["lines"][number], index: number) =>
    locale === "de"
      ? index === 0 && shown && t.firstLine
        ? t.firstLine(shown.spaceId, shown.rate)
        : (line.labelDe ?? line.label)
      : line.label;
  return (
    <section
      aria-labelledby="estimate-heading"
      aria-live="polite"
      className="rounded-card border border-line bg-canvas/40 p-5"
    >
      <h3 id="estimate-heading" className="text-lg font-semibold">
        {t.estimateHeading}
      </h3>
      {estimate ? (
        <>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t.estimateCaption}</caption>
            <tbody>
              {estimate.lines.map((line, index) => (
                <tr key={line.label} className="border-b border-line/60">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {label(line, index)}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ""}
                  </th>
                  <td className="py-2 text-right tabular-nums">{euro(line.totalCents)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="pt-3 text-left font-normal">
                  {t.net}
                </th>
                <td className="pt-3 text-right tabular-nums">{euro(estimate.netCents)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal">
                  {t.vat}
                </th>
                <td className="text-right tabular-nums">{euro(estimate.vatCents)}</td>
              </tr>
              <tr>
                <th scope="row" className="pt-1 text-left font-semibold">
                  {t.total}
                </th>
                <td className="pt-1 text-right font-semibold tabular-nums" data-testid="estimate-total">
                  {euro(estimate.grossCents)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 text-sm text-ink-muted">
            {estimate.payment.kind === "full"
              ? t.payFull(euro(estimate.payment.dueCents))
              : t.payParts(
                  euro(estimate.payment.depositCents),
                  euro(estimate.payment.balanceCents),
                  estimate.payment.balanceDueWeeksBefore,
                )}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t.estimateEmpty}</p>
      )}
      <p className="mt-3 text-xs text-ink-muted">{t.estimateNote}</p>
    </section>
  );
}

export function EnquiryForm({ spaces, prices, space, date, firstDay, lastDay, result, labels }: EnquiryFormProps) {
  const locale = useLocale();
  const t = { ...labels, ...phrases[locale] };
  const holder = useRef<HTMLDivElement>(null);
  const [estimate, setEstimate] = useState<ReturnType<typeof estimateOf>>();
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
      loadSchema={() => import("./schema").then((module) => module.enquirySchemas[locale])}
      messages={enquiryMessages[locale]}
      result={result}
      answerInView
      aria-labelledby="enquiry-form-heading"
      className="relative space-y-5"
    >
      {(errors) => (
        <>
          <div ref={holder} className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t.space}
              name="space_id"
              required
              defaultValue={space ?? ""}
              placeholder={t.chooseSpace}
              options={spaces.map((one) => ({ value: one.id, label: t.spaceOption(one.name, one.maxGuests) }))}
              error={errors.space_id}
            />
            <TextField
              label={t.guests}
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
            <legend className="text-sm font-semibold">{t.datesLegend}</legend>
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField
                label={t.date}
                name="date_1"
                type="date"
                min={firstDay}
                max={lastDay}
                defaultValue={date}
                required
                error={errors.date_1}
              />
              <TextField
                label={t.secondDay}
                name="date_2"
                type="date"
                min={firstDay}
                max={lastDay}
                error={errors.date_2}
              />
              <TextField
                label={t.thirdDay}
                name="date_3"
                type="date"
                min={firstDay}
                max={lastDay}
                error={errors.date_3}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t.start}
                name="start_time"
                type="time"
                required
                defaultValue="09:00"
                error={errors.start_time}
              />
              <TextField
                label={t.end}
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
              label={t.setup}
              name="setup"
              required
              defaultValue=""
              placeholder={t.chooseSetup}
              options={Object.entries(setupLabels).map(([value, label]) => ({
                value,
                label: label[locale].charAt(0).toUpperCase() + label[locale].slice(1),
              }))}
              error={errors.setup}
            />
            <SelectField
              label={t.eventType}
              name="event_type"
              defaultValue=""
              placeholder={t.choose}
              options={eventTypes.map((type) => ({ value: type, label: eventTypeLabels[locale][type] }))}
              error={errors.event_type}
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t.addOns}</legend>
            {prices.addOns.map((addOn) => (
              <div key={addOn.id} className="grid items-center gap-3 sm:grid-cols-[1fr_10rem]">
                <CheckboxField
                  label={t.addOnLabel(addOnName(addOn, locale), addOn.price, t.units[addOn.unit])}
                  name={addOnField(addOn.id)}
                  value="1"
                />
                {addOn.unit === "hour" ? (
                  <TextField
                    label={t.hours}
                    name={addOnHoursField(addOn.id)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={24}
                    step={1}
                    defaultValue="4"
                    aria-label={t.hoursOf(addOnName(addOn, locale))}
                  />
                ) : null}
              </div>
            ))}
          </fieldset>
          <EstimatePreview shown={estimate} locale={locale} labels={labels} />
          <TextField
            label={t.name}
            name="full_name"
            required
            autoComplete="name"
            maxLength={120}
            error={errors.full_name}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField label={t.email} error={errors.email} />
            <CompanyField label={t.company} error={errors.company} />
          </div>
          <TextAreaField
            label={t.message}
            name="message"
            rows={4}
            maxLength={2000}
            placeholder={t.messagePlaceholder}
            error={errors.message}
          />
          <EnhancedFormNotice />
          <SubmitButton busyLabel={t.busy}>{t.send}</SubmitButton>
        </>
      )}
    </EnhancedForm>
  );
}
