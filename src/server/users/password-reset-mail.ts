import type { MailMessage } from '../mail/mailer'

export function resetCodeMail(to: string, username: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your password reset code',
    text: [
      `Your code to reset the password of ${username}: ${code}`,
      '',
      'Enter it in the Reset password window within 15 minutes.',
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  }
}
