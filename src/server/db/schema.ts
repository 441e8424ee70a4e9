// The database schema, shared by PGlite and PostgreSQL. Every table has a random text id
// (see ids.ts) and created_at, so later tables (drafts, scripts, sessions…) reference them alike.
import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_handle_unique').on(t.handle),
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
