// The database schema, shared by PGlite and PostgreSQL. Every table has a random text id
// (see ids.ts) and created_at, so later tables (drafts, scripts, sessions…) reference them alike.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from './ids'

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId())
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const visibility = pgEnum('visibility', ['public', 'protected'])
export const accountType = pgEnum('account_type', ['password', 'microsoft'])
export const classMembership = pgEnum('class_membership', ['teacher', 'student'])

/** A role is a named set of privileges; users with the same set share one row. */
export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  privileges: text('privileges').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Always lower-case; unique among users. */
    email: text('email'),
    passwordHash: text('password_hash'),
    accountType: accountType('account_type').notNull().default('password'),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    name: text('name'),
    handle: text('handle'),
    photo: text('photo'),
    intro: text('intro'),
    location: text('location'),
    nameVisibility: visibility('name_visibility').notNull().default('protected'),
    photoVisibility: visibility('photo_visibility').notNull().default('protected'),
    introVisibility: visibility('intro_visibility').notNull().default('protected'),
    // Profile (issue 5): `photo` and `intro` are random file ids under DATA_DIR/blobs/photos|intros,
    // never reused; the intro keeps the audio type its bytes showed.
    introMime: text('intro_mime'),
    portfolioLink: text('portfolio_link'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(t.email),
    /** Handles are stored in lower case, so this is unique in any case. */
    uniqueIndex('users_handle_unique').on(t.handle),
    uniqueIndex('users_photo_unique').on(t.photo),
    uniqueIndex('users_intro_unique').on(t.intro),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.expiresAt)],
)

/** Refresh tokens are kept only as SHA-256 hashes; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

export const schools = pgTable('schools', {
  id: id(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
})

export const classes = pgTable(
  'classes',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Code a student types to join the class; optional until classes are managed in the app. */
    joinCode: text('join_code').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
)

export const classMembers = pgTable(
  'class_members',
  {
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membership: classMembership('membership').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
)

export const friendshipStatus = pgEnum('friendship_status', ['pending', 'accepted'])

/** One row per pair of users, whoever asked first; the pair is unique in either direction. */
export const friendships = pgTable(
  'friendships',
  {
    id: id(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: friendshipStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('friendships_pair_unique').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_requester_idx').on(t.requesterId),
    index('friendships_addressee_idx').on(t.addresseeId),
  ],
)

// Drafts and scripts keep ids made by the app (offline creation) and set updated_at from the
// server's clock in milliseconds, so the (updated_at, id) page cursors compare exactly.
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow()

export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    /** Summary numbers kept on write, so lists never read the (up to 500,000-character) bodies. */
    excerpt: text('excerpt').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id)],
)

export const scriptVisibility = pgEnum('script_visibility', ['private', 'friends', 'public'])
export const lineKind = pgEnum('line_kind', ['dialogue', 'action', 'direction'])

export const scripts = pgTable(
  'scripts',
  {
    id: text('id').primaryKey(),
    /** null for scripts of the script library (loaded from content/library). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: scriptVisibility('visibility').notNull().default('private'),
    inLibrary: boolean('in_library').notNull().default(false),
    free: boolean('free').notNull().default(false),
    sourceDraftId: text('source_draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    /** Templates live in content/templates, not in a table. */
    templateId: text('template_id'),
    version: integer('version').notNull().default(1),
    /** Summary numbers kept on write (lists and library filters read them). */
    roleCount: integer('role_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    estimatedSeconds: integer('estimated_seconds').notNull().default(0),
    /** Library scripts: hash of the content file, so an unchanged file is not rewritten at start-up. */
    sourceHash: text('source_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scripts_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('scripts_library_title_idx').on(t.inLibrary, t.title, t.id),
  ],
)

/** Ids come from the app and are unique within their script; `position` orders them. */
export const scriptRoles = pgTable(
  'script_roles',
  {
    scriptId: text('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.id] })],
)

export const scriptLines = pgTable(
  'script_lines',
  {
    scriptId: text('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    /** A role of the same script; null for action (and directions that belong to no role). */
    roleId: text('role_id'),
    kind: lineKind('kind').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scriptId, t.id] }),
    index('script_lines_order_idx').on(t.scriptId, t.position),
    foreignKey({
      name: 'script_lines_role_fk',
      columns: [t.scriptId, t.roleId],
      foreignColumns: [scriptRoles.scriptId, scriptRoles.id],
    }),
  ],
)

export const sessionStatus = pgEnum('session_status', ['open', 'complete'])

/** The script as it was when the session opened (title, roles, lines), so later edits never shift takes. */
export interface SessionScriptSnapshot {
  id: string
  title: string
  roles: Array<{ id: string; name: string; description: string }>
  lines: Array<{ id: string; roleId: string | null; kind: 'dialogue' | 'action' | 'direction'; text: string }>
}

/** A recording of one script. The script id has no foreign key: the snapshot keeps a session
 *  whole when its script is edited or deleted. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    scriptId: text('script_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    script: jsonb('script').$type<SessionScriptSnapshot>().notNull(),
    /** Dialogue lines of the snapshot, kept so history lists never read the snapshot. */
    lineCount: integer('line_count').notNull(),
    status: sessionStatus('status').notNull().default('open'),
    backgroundTrack: integer('background_track').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open session per member and script: concurrent "open this script" calls meet here.
    uniqueIndex('sessions_open_unique').on(t.scriptId, t.ownerId).where(sql`${t.status} = 'open'`),
  ],
)

/** Members of a session (the owner too), with the roles each voices. */
export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleIds: text('role_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('session_participants_user_idx').on(t.userId)],
)

/** The id is the link's secret (128 random bits). */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    roleId: text('role_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('share_links_session_idx').on(t.sessionId, t.createdAt)],
)

/** A recorded take: the id is the recording device's, the audio is a file named by `storage_key`. */
export const takes = pgTable(
  'takes',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    lineId: text('line_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMs: integer('duration_ms').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    chosen: boolean('chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('takes_session_created_idx').on(t.sessionId, t.createdAt),
    // At most one chosen take per line.
    uniqueIndex('takes_chosen_unique').on(t.sessionId, t.lineId).where(sql`${t.chosen}`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Password reset and mail (issue 5)
// ---------------------------------------------------------------------------------------------

/** At most one pending reset code per user, kept as an argon2 hash; a new request replaces it,
 *  a successful reset deletes it. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: createdAt(),
})

/** Mails not sent because no SMTP server is set (SMTP_URL): kept for an operator to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
)

/** A published piece of a member's portfolio, open to everyone. Today a finished session (one item
 *  per session); `audio_key` keeps room for a stored audio file (a mixdown) as an item later. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    audioKey: text('audio_key'),
    title: text('title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portfolio_items_session_unique').on(t.sessionId),
    index('portfolio_items_user_published_idx').on(t.userId, t.publishedAt, t.id),
    check('portfolio_items_has_source', sql`${t.sessionId} is not null or ${t.audioKey} is not null`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Microsoft sign-in (issue 5)
// ---------------------------------------------------------------------------------------------

/** A work or school account linked to a member by Microsoft's object id within its tenant
 *  (`oid` + `tid` of the ID token, which never change; names and e-mails can). */
export const microsoftAccounts = pgTable(
  'microsoft_accounts',
  {
    id: id(),
    tenantId: text('tenant_id').notNull(),
    objectId: text('object_id').notNull(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('microsoft_accounts_tenant_object_unique').on(t.tenantId, t.objectId)],
)

/** Nonces handed out for sign-ins, kept as SHA-256 for 10 minutes; `used_at` makes each one
 *  good for a single ID token, so a replayed token is refused. */
export const microsoftSignInNonces = pgTable(
  'microsoft_sign_in_nonces',
  {
    id: id(),
    nonceHash: text('nonce_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('microsoft_sign_in_nonces_expires_idx').on(t.expiresAt)],
)
