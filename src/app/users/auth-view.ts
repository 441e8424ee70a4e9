/** The three views of the login dialog (SPEC §2). */
export type AuthView = 'login' | 'register' | 'reset'

export const viewTitles: Record<AuthView, string> = {
  login: 'Login',
  register: 'Register',
  reset: 'Reset password',
}

/** The schools site that "School Member" links to. */
export const schoolsSiteUrl = 'https://schools.voiceacting.app/'
