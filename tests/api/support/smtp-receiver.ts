// A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, so
// tests read the mails the app sends over SMTP. No TLS and no login: it is only for tests.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as it arrived. */
  raw: string
  /** The body with quoted-printable soft line breaks joined. */
  text: string
  subject: string
}

export interface SmtpReceiver {
  /** What to set as SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** The next mail to `to` that arrives after the call (or has arrived since the last take). */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? ''
  const text = raw.slice(split + 4).replace(/=\r\n/g, '')
  return { from, to, raw, text, subject }
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = []
  const taken = new Set<ReceivedMail>()
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()))
          if (!mail) return
          taken.add(mail)
          waiters.delete(check)
          clearTimeout(timer)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit reset code in a mail: the one that ends its line (a user ID may hold digits too). */
export function resetCodeIn(mail: { text: string }): string {
  const code = /\b(\d{6})\r?$/m.exec(mail.text)?.[1]
  if (!code) throw new Error(`no 6-digit code in the mail:\n${mail.text}`)
  return code
}
