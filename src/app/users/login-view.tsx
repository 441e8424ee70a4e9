import { useState, type FormEvent } from 'react'
import { useAppContext } from '../router/use-app-context'
import type { AuthView } from './auth-view'
import { DialogViewLink } from './dialog-view-link'
import { ErrorAlert } from '../ui/error-alert'
import { MsLoginButton } from '../ms-sign-in'
import { PasswordField } from '../ui/password-field'
import { PlainButton } from '../ui/plain/plain-button'
import { TextField } from '../ui/text-field'
import { useMemberSwitch } from './member-switch'
import { validateLogIn, type LoginErrors } from './register-validation'
import { useSubmit } from '../ui/use-submit'

interface LoginViewProps {
  onViewChange: (view: AuthView) => void
  onSignedIn: () => void
}

export function LoginView({ onViewChange, onSignedIn }: LoginViewProps) {
  const { auth } = useAppContext()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
  const { pending, error, run } = useSubmit()
  const memberSwitch = useMemberSwitch()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateLogIn(username, password)
    setErrors(found)
    if (found.username || found.password) return
    let signedIn = false
    const done = await run(async () => {
      const choice = await memberSwitch.check(username)
      if (!choice.proceed) return
      const user = await auth.signIn(username, password)
      await memberSwitch.finish(choice, user.id)
      signedIn = true
    })
    if (done && signedIn) onSignedIn()
  }

  if (memberSwitch.warning) return memberSwitch.warning

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="plain-stack">
        <ErrorAlert message={error} />
        <TextField
          label="User ID or Email"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={errors.username}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errors.password}
        />
        <PlainButton variant="plain" onClick={() => onViewChange('reset')}>
          Forgot Password
        </PlainButton>
        <PlainButton type="submit" loading={pending}>
          Log in
        </PlainButton>
        <MsLoginButton run={run} />
        <div className="plain-row" data-justify="between">
          <PlainButton variant="outline" onClick={() => onViewChange('register')}>
            New Member
          </PlainButton>
          <DialogViewLink onClick={() => onViewChange('join')}>School Member</DialogViewLink>
        </div>
      </div>
    </form>
  )
}
