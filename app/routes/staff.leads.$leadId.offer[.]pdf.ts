import { data } from "react-router";
import { signedInStaff } from "~/features/staff/guard.server";
import { enquiryOfLead } from "../../server/domain/enquiries/enquiry-office";
import { bookedOffer, offerFileName, renderOfferPdf } from "../../server/domain/enquiries/offer-pdf";
import { env } from "../../server/env";
import type { Route } from "./+types/staff.leads.$leadId.offer[.]pdf";

// 'Offer (PDF)' in a converted enquiry's panel on its lead page: the offer its visitor was mailed with
// the booking (decision 1142), rendered again from the same rows, for signed-in staff only.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const id = Number(params.leadId);
  const found = Number.isSafeInteger(id) && id > 0 ? await enquiryOfLead(db, id) : undefined;
  const offer = found && (await bookedOffer(db, found.enquiry, env().MAIL_TEAM_ENQUIRY));
  if (!offer) throw data({ message: "No offer: this lead is no booked event enquiry" }, { status: 404 });
  const pdf = await renderOfferPdf(offer);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${offerFileName(offer)}"`,
    },
  });
}
