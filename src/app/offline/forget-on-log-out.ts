import type { Auth } from '../auth/auth'

/** The same session, whose Log Out (`signOut`) also forgets what this device kept for the member. */
export function forgetOnLogOut(auth: Auth, forget: (userId: string | undefined) => Promise<void>): Auth {
  return {
    ...auth,
    async signOut() {
      const userId = auth.getUser()?.id
      await auth.signOut()
      await forget(userId)
    },
  }
}
