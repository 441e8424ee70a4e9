// Contact Us (SPEC §2 `/contact`): a message to the people who run the site, stored and mailed to
// CONTACT_TO. `website` is a honeypot: hidden from people, filled in by bots; such a message is
// answered like any other and dropped.
import { z } from 'zod/mini'
import { endpoint } from './endpoint'

export const contactLimits = { nameMax: 200, emailMax: 254, subjectMax: 200, messageMax: 5000 } as const

export const contactMessages = {
  nameRequired: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
  sent: 'Thank you. Your message has been sent, and we will answer by e-mail.',
} as const

const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`))

export const contactBody = z.object({
  name: required(contactLimits.nameMax, contactMessages.nameRequired),
  email: z
    .string()
    .check(z.trim(), z.maxLength(contactLimits.emailMax), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, contactMessages.email)),
  subject: required(contactLimits.subjectMax, contactMessages.subjectRequired),
  message: required(contactLimits.messageMax, contactMessages.messageRequired),
  website: z._default(z.string().check(z.maxLength(2000)), ''),
})
export type ContactBody = z.input<typeof contactBody>

export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactBody,
    response: z.object({ received: z.literal(true) }),
  }),
}
