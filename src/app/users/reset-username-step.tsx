import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { ErrorAlert } from '../ui/error-alert'
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
      <Stack gap="4">
        <ErrorAlert error={sendCode.error} />
        <Text>Enter your user ID or email. We will send a 6-digit code to the email address of your account.</Text>
        <TextField label="User ID or Email" name="username" autoComplete="username" value={username} onChange={setUsername} error={missing} />
        <Button type="submit" loading={sendCode.isPending}>
          Send code
        </Button>
      </Stack>
    </form>
  )
}
