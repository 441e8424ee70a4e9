import { limits } from '../../contract/users'

export interface RegisterErrors {
  email?: string
  password?: string
}

export const passwordTooShortMessage = 'Your password needs to contain at least 6 characters.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** SPEC §5: the messages shown under the Register fields; nothing is sent while any is set. */
export function validateRegistration(email: string, password: string): RegisterErrors {
  const errors: RegisterErrors = {}
  if (!emailPattern.test(email.trim())) errors.email = 'Email address is not valid.'
  if (password.trim().length < limits.passwordMin) errors.password = passwordTooShortMessage
  return errors
}
