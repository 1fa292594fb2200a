import { z } from "zod";
import { FIELD_MAX } from "../form-kit/protocol.ts";
import { emailAddress, optionalText, requiredText } from "../form-kit/result.ts";
import { eventSpaces, setupLabels } from "../../../server/domain/enquiries/spaces.ts";
export { enquiryMessages } from "../../../server/domain/enquiries/enquiry-messages.ts";

// The enquiry form (/enquire, issue 47): its fields' shape; the rules about dates, times, guests and
// the price list's add-ons are storeEnquiry's (server/domain/enquiries/enquiries.ts), which answers
// with the field that is wrong.

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
const clock = requiredText(5).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a time."));
const spaceIds = eventSpaces.map((space) => space.id) as [string, ...string[]];
const setups = Object.keys(setupLabels) as [keyof typeof setupLabels, ...(keyof typeof setupLabels)[]];

export const enquirySchema = z.looseObject({
  space_id: requiredText(40).pipe(z.enum(spaceIds, { error: "Please choose a space." })),
  date_1: requiredText(10).pipe(isoDate("Please choose a date.")),
  date_2: optionalText(10).pipe(isoDate("Please choose a valid second date.").optional()),
  date_3: optionalText(10).pipe(isoDate("Please choose a valid third date.").optional()),
  start_time: clock,
  end_time: clock,
  guests: requiredText(6).pipe(z.string().regex(/^\d{1,5}$/, "Please enter the number of guests as a whole number.")),
  setup: requiredText(20).pipe(z.enum(setups, { error: "Please choose a setup." })),
  event_type: optionalText(80),
  full_name: requiredText(120),
  email: emailAddress("Please enter a valid e-mail address."),
  company: optionalText(FIELD_MAX.company),
  message: optionalText(2000),
});
