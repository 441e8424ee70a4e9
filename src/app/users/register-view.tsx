import { useSearch } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useAppContext } from '../router/use-app-context'
import { mainSiteUrl } from '../variant/variant-origins'
import type { AuthView } from './auth-view'
import { DialogViewLink } from './dialog-view-link'
import { ErrorAlert } from '../ui/error-alert'
import { PasswordField } from '../ui/password-field'
import { PlainButton } from '../ui/plain/plain-button'
import { validateRegistration, type RegisterErrors } from './register-validation'
import { TextField } from '../ui/text-field'
import { RegisterNameField } from './register-name-field'
import { nameError, saveRegisteredName } from './register-name'
import { useMemberSwitch } from './member-switch'
import { useSubmit } from '../ui/use-submit'

interface RegisterViewProps {
  onViewChange: (view: AuthView) => void
  onSignedIn: () => void
}

export function RegisterView({ onViewChange, onSignedIn }: RegisterViewProps) {
  const { auth, variant } = useAppContext()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [name, setName] = useState('')
  const [nameProblem, setNameProblem] = useState<string>()
  // Only a class's join link (/register?class=CODE) shows the field, filled in: SPEC's Register has
  // Email and Password, and a member without a code joins later from the profile editor.
  const linkCode = useSearch({ strict: false }).class
  const [classCode, setClassCode] = useState(linkCode ?? '')
  const [errors, setErrors] = useState<RegisterErrors>({})
  const { pending, error, run } = useSubmit()
  const memberSwitch = useMemberSwitch()
  const termsHref = variant === 'dashboard' ? mainSiteUrl(window.location, '/about#terms') : '/about#terms'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateRegistration(email, password, classCode)
    setErrors(found)
    const problem = nameError(name)
    setNameProblem(problem)
    if (found.email || found.password || found.classCode || problem) return
    let signedIn = false
    const done = await run(async () => {
      const choice = await memberSwitch.check(null)
      if (!choice.proceed) return
      const user = await auth.register(email, password, linkCode === undefined ? undefined : classCode)
      await memberSwitch.finish(choice, user.id)
      await saveRegisteredName(auth, name, user)
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
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="at least 6 characters"
          error={errors.password}
        />
        <RegisterNameField value={name} onChange={setName} error={nameProblem} />
        {linkCode !== undefined && (
          <TextField
            label="Class code"
            name="class-code"
            autoComplete="off"
            autoCapitalize="characters"
            value={classCode}
            onChange={setClassCode}
            hint="from your teacher; you join the class as you register"
            error={errors.classCode}
          />
        )}
        <p className="plain-text-sm">
          By clicking on Agree and Join, you agree to our{' '}
          <a className="plain-link" href={termsHref} target="_blank" rel="noopener">
            Terms of Service
          </a>
        </p>
        <PlainButton type="submit" loading={pending}>
          Agree and Join
        </PlainButton>
        <p className="plain-text-sm">
          Already a member? <DialogViewLink onClick={() => onViewChange('login')}>Log in</DialogViewLink>
        </p>
      </div>
    </form>
  )
}
