// Accounts and their profile fields, and the password reset codes mailed to them.
import { sql } from 'drizzle-orm'
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { roles } from '../roles/schema'

export const visibility = pgEnum('visibility', ['public', 'protected'])
export const accountType = pgEnum('account_type', ['password', 'microsoft'])

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
