import { useState, type FormEvent } from 'react'
import { ErrorAlert } from '../ui/error-alert'
import { PlainButton } from '../ui/plain/plain-button'
import { TextField } from '../ui/text-field'
import { useSendResetCode } from './user-queries'

/** Step 1: whose password; the server mails a code when the account exists (and says nothing either way). */
export function ResetUsernameStep({ onSent }: { onSent: (username: string) => void }) {
  const [username, setUsername] = useState('')
  const [missing, setMissing] = useState<string>()
  const sendCode = useSendResetCode()

  function submit(event: FormEvent) {
    event.preventDefault()
    const login = username.trim()
    setMissing(login ? undefined : 'Please enter your user ID or email.')
    if (!login) return
    sendCode.mutate(login, { onSuccess: () => onSent(login) })
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="plain-stack">
        <ErrorAlert error={sendCode.error} />
        <p>Enter your user ID or email. We will send a 6-digit code to the email address of your account.</p>
        <TextField
          label="User ID or Email"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={missing}
        />
        <PlainButton type="submit" loading={sendCode.isPending}>
          Send code
        </PlainButton>
      </div>
    </form>
  )
}
