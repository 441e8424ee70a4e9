import { useState, type FormEvent } from 'react'
import { joinCodeInput, joinCodeMessage } from '#contract/join-code'
import { joinedText, useJoinClass } from '#app/classes'
import { messageOf } from '../api/api-error'
import { useAppContext } from '../router/use-app-context'
import { ErrorAlert } from '../ui/error-alert'
import { PasswordField } from '../ui/password-field'
import { PlainButton } from '../ui/plain/plain-button'
import { TextField } from '../ui/text-field'
import { RegisterNameField } from './register-name-field'
import { nameError, saveRegisteredName } from './register-name'
import { useSubmit } from '../ui/use-submit'
import { schoolsSiteUrl, type AuthView } from './auth-view'
import { DialogViewLink } from './dialog-view-link'
import { useMemberSwitch } from './member-switch'
import { validateLogIn, validateRegistration, type RegisterErrors } from './register-validation'

interface JoinClassViewProps {
  onViewChange: (view: AuthView) => void
  onSignedIn: () => void
}

type Way = 'register' | 'log-in'

/** "Join your class" (School Member): the code from the teacher, then a new account made in that
 *  class or an existing one signed in and joined to it; it ends saying which class was joined. */
export function JoinClassView({ onViewChange, onSignedIn }: JoinClassViewProps) {
  const { auth } = useAppContext()
  const [code, setCode] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [name, setName] = useState('')
  const [nameProblem, setNameProblem] = useState<string>()
  const [errors, setErrors] = useState<RegisterErrors>({})
  /** Once signed in: what happened to the joining (joined, or why not). */
  const [outcome, setOutcome] = useState<{ joined: boolean; text: string } | null>(null)
  const { pending, error, run } = useSubmit()
  const memberSwitch = useMemberSwitch()
  const join = useJoinClass()

  function check(way: Way): boolean {
    const loginErrors = validateLogIn(email, password)
    const found: RegisterErrors =
      way === 'register'
        ? validateRegistration(email, password, code)
        : { email: loginErrors.username, password: loginErrors.password }
    if (!joinCodeInput.safeParse(code).success) found.classCode = joinCodeMessage
    setErrors(found)
    const problem = way === 'register' ? nameError(name) : undefined
    setNameProblem(problem)
    return !found.email && !found.password && !found.classCode && !problem
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const way: Way = submitter?.getAttribute('value') === 'log-in' ? 'log-in' : 'register'
    if (!check(way)) return
    await run(async () => {
      const choice = await memberSwitch.check(way === 'register' ? null : email)
      if (!choice.proceed) return
      if (way === 'register') {
        const user = await auth.register(email, password, code)
        await memberSwitch.finish(choice, user.id)
        await saveRegisteredName(auth, name, user)
        const joined = user.classes.find((item) => item.membership === 'student')
        setOutcome({ joined: true, text: joined ? joinedText(joined) : 'You joined your class.' })
        return
      }
      const user = await auth.signIn(email, password)
      await memberSwitch.finish(choice, user.id)
      // Signed in whatever the code does: a refused code is said, and the member goes on.
      const joined = await join.mutateAsync(code.trim()).then(
        (item) => ({ joined: true, text: joinedText(item) }),
        (failure: unknown) => ({ joined: false, text: messageOf(failure) }),
      )
      setOutcome(joined)
    })
  }

  if (memberSwitch.warning) return memberSwitch.warning

  if (outcome) {
    return (
      <div className="plain-stack">
        {outcome.joined ? <p role="status">{outcome.text}</p> : <ErrorAlert message={outcome.text} />}
        <PlainButton onClick={onSignedIn}>Continue</PlainButton>
      </div>
    )
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="plain-stack">
        <ErrorAlert message={error} />
        <TextField
          label="Class code"
          name="class-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={setCode}
          hint="the code from your teacher"
          error={errors.classCode}
        />
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
          autoComplete="current-password"
          hint="at least 6 characters for a new account"
          error={errors.password}
        />
        <RegisterNameField value={name} onChange={setName} error={nameProblem} />
        <PlainButton type="submit" name="way" value="register" loading={pending}>
          Agree and Join
        </PlainButton>
        <PlainButton type="submit" name="way" value="log-in" variant="outline" disabled={pending}>
          Log in and join
        </PlainButton>
        <p className="plain-text-sm">
          Not from a class? <DialogViewLink onClick={() => onViewChange('login')}>Log in</DialogViewLink> ·{' '}
          <a className="plain-link" href={schoolsSiteUrl} target="_blank" rel="noopener">
            Voice acting for schools
          </a>
        </p>
      </div>
    </form>
  )
}
