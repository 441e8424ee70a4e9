// The Contact Us form's values and the checks the server makes too, so a mistake is named under its
// field before anything is sent.
import { contactBody, contactLimits, contactMessages, type ContactBody } from '#contract/contact'

export type ContactValues = Required<ContactBody>
export type ContactErrors = Partial<Record<keyof ContactValues, string>>

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '', website: '' }

export function contactErrors(values: ContactValues): ContactErrors {
  const parsed = contactBody.safeParse(values)
  if (parsed.success) return {}
  const errors: ContactErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactValues | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

export const contactFieldLimits = contactLimits
export const sentMessage = contactMessages.sent
