import { useState, type FormEvent } from 'react'
import { limits } from '#contract/users'
import { ErrorAlert } from '../ui/error-alert'
import { PasswordField } from '../ui/password-field'
import { PlainButton } from '../ui/plain/plain-button'
import { passwordTooShortMessage } from './register-validation'
import { useResetPassword } from './user-queries'

/** Step 3: the new password, with Register's rule and message (SPEC §5). */
export function ResetPasswordStep({ username, code, onDone }: { username: string; code: string; onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [tooShort, setTooShort] = useState<string>()
  const reset = useResetPassword()

  function submit(event: FormEvent) {
    event.preventDefault()
    const short = password.trim().length < limits.passwordMin
    setTooShort(short ? passwordTooShortMessage : undefined)
    if (short) return
    reset.mutate({ username, code, password: password.trim() }, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="plain-stack">
        <ErrorAlert error={reset.error} />
        <PasswordField
          label="New password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="at least 6 characters"
          error={tooShort}
        />
        <PlainButton type="submit" loading={reset.isPending}>
          Change password
        </PlainButton>
      </div>
    </form>
  )
}
