import type { MsSignInError } from '#contract/ms-sign-in'

/** A sign-in the server refuses; `reason` goes back to the app, the message only to the log. */
export class SignInRefusedError extends Error {
  constructor(
    readonly reason: MsSignInError,
    message: string,
  ) {
    super(message)
  }
}
