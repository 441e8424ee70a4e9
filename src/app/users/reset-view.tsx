// Password reset (SPEC §4): the user ID or e-mail, then the 6-digit code mailed to it, then a new
// password, then done, from where the member goes back to log in. The steps only move forward;
// the code travels with the new password because the server checks it again when resetting.
import { useState } from 'react'
import { PlainButton } from '../ui/plain/plain-button'
import type { AuthView } from './auth-view'
import { DialogViewLink } from './dialog-view-link'
import { ResetCodeStep } from './reset-code-step'
import { ResetPasswordStep } from './reset-password-step'
import { ResetUsernameStep } from './reset-username-step'

type Step =
  | { name: 'username' }
  | { name: 'code'; username: string }
  | { name: 'password'; username: string; code: string }
  | { name: 'done' }

export function ResetView({ onViewChange }: { onViewChange: (view: AuthView) => void }) {
  const [step, setStep] = useState<Step>({ name: 'username' })
  const backToLogin = () => onViewChange('login')

  if (step.name === 'done') {
    return (
      <div className="plain-stack">
        <p role="status">Your password has been changed. Please log in with your new password.</p>
        <PlainButton onClick={backToLogin}>Back to log in</PlainButton>
      </div>
    )
  }
  return (
    <div className="plain-stack">
      {step.name === 'username' && <ResetUsernameStep onSent={(username) => setStep({ name: 'code', username })} />}
      {step.name === 'code' && (
        <ResetCodeStep
          username={step.username}
          onVerified={(code) => setStep({ name: 'password', username: step.username, code })}
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep username={step.username} code={step.code} onDone={() => setStep({ name: 'done' })} />
      )}
      <p className="plain-text-sm">
        <DialogViewLink onClick={backToLogin}>Back to log in</DialogViewLink>
      </p>
    </div>
  )
}
