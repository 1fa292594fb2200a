import type { LeadKind, LeadStatus } from "../../db/staff-vocabulary.ts";

// What a list of the inbox shows: its filter, page size and keyset cursor. Pure (no database), so the
// staff pages read it too; the queries are inbox.ts.

export const PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 5000;

export interface InboxFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Received on or after this day (YYYY-MM-DD, Europe/Berlin). */
  from?: string;
  /** Received on or before this day. */
  to?: string;
  q?: string;
  /** Only the leads assigned to the person looking ('My leads'). */
  mine?: boolean;
  /** Only the open leads: new or in progress. */
  open?: boolean;
  /** Only the leads nobody is assigned to. */
  unassigned?: boolean;
  /** Only tour requests for today or a later day (Frankfurt). */
  upcoming?: boolean;
  /** Only the open leads whose follow-up day is today or earlier (Frankfurt). */
  due?: boolean;
  /** Keyset cursor: the last row of the previous page, `<ISO time>_<id>`. */
  before?: string;
}

export function parseCursor(value: string): { at: Date; id: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_(\d{1,15})$/.exec(value);
  if (!match) return undefined;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? undefined : { at, id: Number(match[2]) };
}

export function cursorOf(row: { createdAt: string; id: number }): string {
  return `${row.createdAt}_${row.id}`;
}
