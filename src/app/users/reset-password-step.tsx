import { Button, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { limits, usersApi } from '../../contract/users'
import { useAppContext } from '../router/use-app-context'
import { ErrorAlert } from '../ui/error-alert'
import { PasswordField } from '../ui/password-field'
import { passwordTooShortMessage } from './register-validation'
import { useSubmit } from './use-submit'

/** Step 3: the new password, with Register's rule and message (SPEC §5). */
export function ResetPasswordStep({ username, code, onDone }: { username: string; code: string; onDone: () => void }) {
  const { auth } = useAppContext()
  const [password, setPassword] = useState('')
  const [tooShort, setTooShort] = useState<string>()
  const { pending, error, run } = useSubmit()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const short = password.trim().length < limits.passwordMin
    setTooShort(short ? passwordTooShortMessage : undefined)
    if (short) return
    if (await run(() => auth.api.request(usersApi.passwordReset, { body: { username, code, password: password.trim() } }))) onDone()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <ErrorAlert message={error} />
        <PasswordField
          label="New password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint="at least 6 characters"
          error={tooShort}
        />
        <Button type="submit" loading={pending}>
          Change password
        </Button>
      </Stack>
    </form>
  )
}
