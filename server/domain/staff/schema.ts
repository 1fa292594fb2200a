import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// The back office (/staff): staff accounts (better-auth's tables, property names as better-auth's
// Drizzle adapter expects them, snake_case columns), the inbox of every lead, notes and the audit log.
// The spec's tables stay untouched: a lead's status, assignee and notes live here, beside them.

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export {
  leadKinds,
  leadStatuses,
  staffRoles,
  type LeadKind,
  type LeadStatus,
  type StaffRole,
} from "../../db/staff-vocabulary.ts";

export const staffUser = pgTable("staff_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: created(),
  updatedAt: updated(),
  // better-auth's admin plugin: role, deactivation ("banned"); twoFactor plugin: twoFactorEnabled.
  role: text("role").notNull().default("staff"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
});

export const staffSession = pgTable(
  "staff_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: created(),
    updatedAt: updated(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("staff_session_user_idx").on(t.userId)],
);

export const staffAccount = pgTable(
  "staff_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("staff_account_user_idx").on(t.userId)],
);

export const staffVerification = pgTable(
  "staff_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("staff_verification_identifier_idx").on(t.identifier)],
);

export const staffTwoFactor = pgTable(
  "staff_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // The TOTP time-step of the last code that was accepted: a code works once (docs/decisions/0860).
    lastTotpStep: bigint("last_totp_step", { mode: "number" }).notNull().default(0),
  },
  (t) => [index("staff_two_factor_user_idx").on(t.userId), index("staff_two_factor_secret_idx").on(t.secret)],
);

// better-auth's rate limiter with database storage: shared by every server process.
export const staffRateLimit = pgTable("staff_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Sign-in attempts per account (beside better-auth's per-address limit), one row per e-mail address. */
export const staffSignInAttempts = pgTable("staff_sign_in_attempts", {
  email: text("email").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * One-time invite links: only a hash of the token is stored; used, revoked or expired links open
 * nothing. One open (neither used nor revoked) invite per address: a new one revokes the old.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    createdBy: text("created_by").references(() => staffUser.id, { onDelete: "set null" }),
    createdAt: created(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invites_open_email_key")
      .on(t.email)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Settings the owner changes in the back office (e.g. `require_two_factor`). */
export const staffSettings = pgTable("staff_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updated(),
});

/**
 * One row per submission of the six lead tables, written by database triggers in the same
 * transaction as the submission (migration staff_backoffice_triggers), with the fields the inbox
 * filters and searches on, and the lead's status and assignee.
 */
export const leadInbox = pgTable(
  "lead_inbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    sourceId: integer("source_id").notNull(),
    name: text("name"),
    email: text("email"),
    company: text("company"),
    /** The language of the page the lead came from ('en', 'de'): replies and templates follow it. */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("new"),
    assigneeId: text("assignee_id").references(() => staffUser.id, { onDelete: "set null" }),
    /** The Frankfurt day somebody means to act on the lead again (issue 43); null: none planned. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("lead_inbox_source_key").on(t.kind, t.sourceId),
    index("lead_inbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("lead_inbox_kind_created_idx").on(t.kind, t.createdAt.desc(), t.id.desc()),
    index("lead_inbox_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // 'My leads' and the start page's counts of open leads by assignee (decision 1115).
    index("lead_inbox_assignee_status_idx").on(t.assigneeId, t.status),
    // Follow-ups due: only leads that have one are in it (decision 1116).
    index("lead_inbox_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
    check("lead_inbox_kind_check", sql`${t.kind} in ('contact', 'tour', 'webinar', 'sms', 'newsletter', 'enquiry')`),
    check("lead_inbox_language_check", sql`${t.language} in ('en', 'de')`),
    check("lead_inbox_status_check", sql`${t.status} in ('new', 'in_progress', 'done', 'spam')`),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leadInbox.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUser.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: created(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** A reply a staff member sent a lead from the back office (issue 43, decision 1119); `sentAt` once delivered. */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: serial("id").primaryKey(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leadInbox.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUser.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    /** The visitor's language when it was sent: the language of the page the lead came from. */
    language: text("language").notNull(),
    body: text("body").notNull(),
    createdAt: created(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_replies_lead_idx").on(t.leadId, t.createdAt),
    check("lead_replies_language_check", sql`${t.language} in ('en', 'de')`),
  ],
);

/**
 * A reply text owners keep for the team (issue 43, decision 1124): picked on a lead's page in the
 * lead's language, `{name}` filled in, then edited and sent like any reply.
 */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    body: text("body").notNull(),
    /** Who saved it last (the audit log has every change). */
    updatedByEmail: text("updated_by_email").notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("reply_templates_name_key").on(sql`lower(${t.name})`, t.language),
    check("reply_templates_language_check", sql`${t.language} in ('en', 'de')`),
  ],
);

/**
 * A mail the site delivered about a lead (issue 43, decision 1123): written by the job worker when a
 * mail job about the lead was sent (SMTP or the local outbox); one row per job, so a retried job
 * counts once. Waiting and failed mails are read from the queue itself. Goes with the lead.
 */
export const leadMails = pgTable(
  "lead_mails",
  {
    id: serial("id").primaryKey(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leadInbox.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").notNull().unique(),
    queue: text("queue").notNull(),
    /** Which of a queue's mails (a webinar mail's kind), when the queue sends several. */
    variant: text("variant"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("lead_mails_lead_idx").on(t.leadId, t.sentAt)],
);

/**
 * Who has opened which lead (issue 43, docs/decisions/1111): an open lead is unread to each staff
 * member until they open it. Goes with the lead and with the account.
 */
export const leadReads = pgTable(
  "lead_reads",
  {
    staffId: text("staff_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leadInbox.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.leadId] }), index("lead_reads_lead_idx").on(t.leadId)],
);

/**
 * Every change made in the back office and every sign-in event: who, what, when, from where.
 * Kept when the lead itself is deleted. Append-only: a trigger (migration staff_audit_append_only)
 * refuses UPDATE and DELETE except the data-subject redaction (docs/decisions/0857).
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("staff_audit_log_target_idx").on(t.targetType, t.targetId, t.at),
    index("staff_audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("staff_audit_log_actor_idx").on(t.actorEmail, t.at.desc()),
    index("staff_audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);

/** The morning digest each staff member got, one per day (claimed before it is queued, decision 1117). */
export const staffDigests = pgTable(
  "staff_digests",
  {
    staffId: text("staff_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
);
