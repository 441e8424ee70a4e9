import { useState, type FormEvent } from 'react'
import { resetCodeMessage } from '#contract/users'
import { ErrorAlert } from '../ui/error-alert'
import { PlainButton } from '../ui/plain/plain-button'
import { TextField } from '../ui/text-field'
import { useSendResetCode, useVerifyResetCode } from './user-queries'

/** Step 2: the code from the mail, checked by the server before the new password is asked for. */
export function ResetCodeStep({ username, onVerified }: { username: string; onVerified: (code: string) => void }) {
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const verify = useVerifyResetCode()
  const resend = useSendResetCode()

  function submit(event: FormEvent) {
    event.preventDefault()
    const entered = code.replace(/\s/g, '')
    const wellFormed = /^\d{6}$/.test(entered)
    setInvalid(wellFormed ? undefined : resetCodeMessage)
    if (!wellFormed) return
    verify.mutate({ username, code: entered }, { onSuccess: () => onVerified(entered) })
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="plain-stack">
        <ErrorAlert error={verify.error ?? resend.error} />
        <p>
          If {username} has an account with an email address, a 6-digit code is on its way there. It works for 15
          minutes.
        </p>
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={setCode}
          error={invalid}
        />
        <PlainButton type="submit" loading={verify.isPending}>
          Continue
        </PlainButton>
        <PlainButton variant="plain" loading={resend.isPending} onClick={() => resend.mutate(username)}>
          Send a new code
        </PlainButton>
        {resend.isSuccess && <p role="status">A new code is on its way.</p>}
      </div>
    </form>
  )
}
