// Schools, their classes and who is in each (a teacher or a student). Made by administrators for
// now; class places decide who sees a member's protected fields and who may not close an account.
import { index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns'
import { users } from '../users/schema'

export const classMembership = pgEnum('class_membership', ['teacher', 'student'])

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
