import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { usersApi } from '../../contract/users'
import { useAppContext } from '../router/use-app-context'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { useSubmit } from './use-submit'

/** Step 1: whose password; the server mails a code when the account exists (and says nothing either way). */
export function ResetUsernameStep({ onSent }: { onSent: (username: string) => void }) {
  const { auth } = useAppContext()
  const [username, setUsername] = useState('')
  const [missing, setMissing] = useState<string>()
  const { pending, error, run } = useSubmit()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const login = username.trim()
    setMissing(login ? undefined : 'Please enter your user ID or email.')
    if (!login) return
    if (await run(() => auth.api.request(usersApi.passwordCode, { body: { username: login } }))) onSent(login)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <ErrorAlert message={error} />
        <Text>Enter your user ID or email. We will send a 6-digit code to the email address of your account.</Text>
        <TextField label="User ID or Email" name="username" autoComplete="username" value={username} onChange={setUsername} error={missing} />
        <Button type="submit" loading={pending}>
          Send code
        </Button>
      </Stack>
    </form>
  )
}
