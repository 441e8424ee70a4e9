/** The views of the login dialog: SPEC §2's three, and "Join your class", where School Member leads. */
export type AuthView = 'login' | 'register' | 'reset' | 'join'

export const viewTitles: Record<AuthView, string> = {
  login: 'Login',
  register: 'Register',
  reset: 'Reset password',
  join: 'Join your class',
}

/** The schools site, an extra link on "Join your class". */
export const schoolsSiteUrl = 'https://schools.voiceacting.app/'
