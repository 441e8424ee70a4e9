/** Accounts the global setup creates with the real admin command before the server starts. */
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
