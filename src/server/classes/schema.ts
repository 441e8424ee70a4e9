// Schools, their teachers, their classes and who is in each (a teacher or a student). An
// administrator makes schools and teachers; teachers make classes, join codes and student places.
// Class places decide who sees a member's protected fields and who may not close an account.
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

/** The teachers of a school (`add-teacher`): they may make classes in it. */
export const schoolTeachers = pgTable(
  'school_teachers',
  {
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] }), index('school_teachers_user_idx').on(t.userId)],
)

export const classes = pgTable(
  'classes',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 8 characters without look-alikes that a member types to join; null while switched off. */
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

/** A teacher's note to a class: every student of the class is notified. */
export const classNotes = pgTable(
  'class_notes',
  {
    id: id(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_notes_class_idx').on(t.classId, t.createdAt)],
)
