/** Accounts the global setup creates with the real admin commands before the server starts. */
export const seededUsers = {
  metrics: {
    username: 'metrics-viewer',
    email: 'metrics@example.test',
    password: 'metrics-pass',
    privileges: 'show_metrics',
  },
  librarian: {
    username: 'librarian',
    email: 'librarian@example.test',
    password: 'librarian-pass',
    privileges: 'read_free_script,audio_library',
  },
  member: { username: 'plain-member', email: 'member@example.test', password: 'member-pass', privileges: '' },
} as const

export type SeededUser = (typeof seededUsers)[keyof typeof seededUsers]

/** The teacher of a school made by the same admin commands (the classes spec signs in as them on
 *  podcast.localhost). */
export const seededTeacher = {
  username: 'class-teacher',
  email: 'teacher@example.test',
  password: 'teacher-pass',
  school: { name: 'Hillside School', country: 'NZ' },
} as const
