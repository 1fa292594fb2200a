import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { leadKindLabels, worksLeads, type LeadKind } from "../../db/staff-vocabulary.ts";
import type { Env } from "../../env.ts";
import { renderMail, type RenderedMail } from "../../mail/layout.ts";
import { berlin } from "../../mail/settings.ts";
import { deliver, mailSettings } from "../../mail/transport.ts";
import { queueNames, type LeadAssignedJob } from "../../jobs/queue.ts";
import { site } from "../company/site.ts";
import { leadInbox, staffUser } from "../staff/schema.ts";

// A lead assigned to somebody by somebody else: a mail to them with the link straight to the lead
// (issue 43, decision 1117). Read when it runs: reassigned since, or the account deactivated, nothing goes.
export const name = queueNames.leadAssigned;

export interface AssignedLead {
  id: number;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  createdAt: Date;
}

export function assignmentMail(input: {
  to: string;
  staffName: string;
  byEmail: string;
  lead: AssignedLead;
  siteUrl: string;
}): RenderedMail {
  const { lead } = input;
  const who = lead.name ?? lead.email ?? `Lead ${lead.id}`;
  const kind = leadKindLabels[lead.kind];
  return renderMail(
    { to: input.to, subject: `${site.name}: ${who} (${kind}) is assigned to you` },
    {
      lang: "en",
      preview: `${input.byEmail} assigned you ${who}.`,
      heading: "A lead is assigned to you",
      paragraphs: [`Hello ${input.staffName}, ${input.byEmail} assigned you a lead in the ${site.name} back office.`],
      fields: [
        ["Lead", who],
        ["Kind", kind],
        ["Received", `${berlin(lead.createdAt, "en")} (Frankfurt time)`],
      ],
      action: { label: "Open the lead", href: new URL(`/staff/leads/${lead.id}`, input.siteUrl).toString() },
    },
  );
}

export async function run(job: Job<LeadAssignedJob>, db: Database, config: Env): Promise<string> {
  const [found] = await db
    .select({
      id: leadInbox.id,
      kind: leadInbox.kind,
      name: leadInbox.name,
      email: leadInbox.email,
      createdAt: leadInbox.createdAt,
      assigneeId: leadInbox.assigneeId,
    })
    .from(leadInbox)
    .where(eq(leadInbox.id, job.data.leadId));
  if (!found) return "gone";
  if (found.assigneeId !== job.data.assigneeId) return "reassigned";
  const [person] = await db
    .select({ email: staffUser.email, name: staffUser.name, banned: staffUser.banned, role: staffUser.role })
    .from(staffUser)
    .where(eq(staffUser.id, job.data.assigneeId));
  if (!person || person.banned) return "no such account";
  // Made an editor since: no more mail about leads (decision 1145).
  if (!worksLeads(person.role)) return "does not work leads";
  const { siteUrl } = mailSettings(config);
  return deliver(
    db,
    config,
    "lead-assigned",
    assignmentMail({
      to: person.email,
      staffName: person.name,
      byEmail: job.data.byEmail,
      lead: { ...found, kind: found.kind as LeadKind },
      siteUrl,
    }),
  );
}
