import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { storeEnquiry, type EnquiryOutcome } from "../../../server/domain/enquiries/enquiries.ts";
import { enquirySentMessage, unavailableTitle } from "../../../server/domain/enquiries/enquiry-messages.ts";
import { priceListInForce } from "../../../server/domain/enquiries/price-list-settings.ts";
import { formLocale, handleFormSubmission, type SaveOutcome } from "../form-kit/submission.server.ts";
import { addOnField, addOnHoursField } from "./fields.ts";
import { enquiryMessages, enquirySchemas, type enquirySchema } from "./schema.ts";

// The enquiry form's server half: the form's fields read, then storeEnquiry (its checks, the options
// and the mails in one transaction). A refusal comes back with what was typed and the field to fix.

type Refusal = Extract<EnquiryOutcome, { stored: false }>["reason"];
const fieldOf: Record<Refusal, string> = {
  space: "space_id",
  guests: "guests",
  setup: "setup",
  dates: "date_1",
  times: "end_time",
  addOns: "space_id",
  unavailable: "date_1",
};

export function sendEnquiry(request: Request, context: Readonly<RouterContextProvider>) {
  // The page's language (/enquire or /de/anfrage): its answers, the stored enquiry and its mails.
  const lang = formLocale(request);
  const messages = enquiryMessages[lang];
  return handleFormSubmission({
    request,
    context,
    form: "enquiry",
    schema: enquirySchemas[lang],
    messages,
    save: async (db, values: z.infer<typeof enquirySchema>): Promise<SaveOutcome> => {
      const { prices } = await priceListInForce(db);
      const field = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
      const addOns = prices.addOns
        .filter((addOn) => field(addOnField(addOn.id)))
        .map((addOn) =>
          addOn.unit === "hour"
            ? { id: addOn.id, quantity: Number(field(addOnHoursField(addOn.id)) || 1) }
            : { id: addOn.id },
        );
      const outcome = await storeEnquiry(db, {
        fullName: values.full_name,
        email: values.email,
        company: values.company ?? null,
        spaceId: values.space_id,
        guests: Number(values.guests),
        setup: values.setup,
        eventType: values.event_type ?? null,
        dates: [values.date_1, values.date_2, values.date_3].filter((day): day is string => Boolean(day)),
        startTime: values.start_time,
        endTime: values.end_time,
        addOns,
        message: values.message ?? null,
        lang,
      });
      if (outcome.stored) return { answer: enquirySentMessage(outcome, lang) };
      const typed = Object.fromEntries(
        Object.entries(values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
      );
      return {
        refused: {
          status: "error",
          title: outcome.reason === "unavailable" ? unavailableTitle[lang] : messages.invalidTitle,
          description: outcome.message,
          fieldErrors: { [fieldOf[outcome.reason]]: outcome.message },
          values: typed,
        },
      };
    },
  });
}
