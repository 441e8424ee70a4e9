import { joinCodeInput, joinCodeMessage } from '#contract/join-code'
import { limits } from '#contract/users'

export interface RegisterErrors {
  email?: string
  password?: string
  classCode?: string
}

export const passwordTooShortMessage = 'Your password needs to contain at least 6 characters.'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** SPEC §5: the messages shown under the Register fields; nothing is sent while any is set. A class
 *  code (from /register?class=CODE) may be left empty; one that is typed is checked as the server will. */
export function validateRegistration(email: string, password: string, classCode = ''): RegisterErrors {
  const errors: RegisterErrors = {}
  if (!emailPattern.test(email.trim())) errors.email = 'Email address is not valid.'
  if (password.trim().length < limits.passwordMin) errors.password = passwordTooShortMessage
  if (classCode.trim() && !joinCodeInput.safeParse(classCode).success) errors.classCode = joinCodeMessage
  return errors
}

export interface LoginErrors {
  username?: string
  password?: string
}

/** The messages under the login fields: both must be filled in before anything is sent. */
export function validateLogIn(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {}
  if (!username.trim()) errors.username = 'Please enter your user ID or email.'
  if (!password.trim()) errors.password = 'Please enter your password.'
  return errors
}
