import { msSignInErrors, type MsSignInError } from '#contract/ms-sign-in'

const messages: Record<MsSignInError, string> = {
  token: 'Your work or school sign-in could not be verified. Please try again.',
  expired: 'Your work or school sign-in took too long. Please try again.',
  nonce: 'This work or school sign-in has expired or was already used. Please try again.',
  unavailable: 'Microsoft sign-in cannot be reached right now. Please try again later.',
}

/** When Microsoft's sign-in page or the library fails before the server sees a token. */
export const msSignInFailedMessage = 'The work or school sign-in did not finish. Please try again.'

/** The text for `/auth/ms/login?error=…`; any unknown value reads as a failed sign-in. */
export function msSignInErrorMessage(code: string): string {
  return (msSignInErrors as readonly string[]).includes(code) ? messages[code as MsSignInError] : msSignInFailedMessage
}
