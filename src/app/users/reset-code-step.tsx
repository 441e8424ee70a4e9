import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { resetCodeMessage, usersApi } from '../../contract/users'
import { useAppContext } from '../router/use-app-context'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { useSubmit } from './use-submit'

/** Step 2: the code from the mail, checked by the server before the new password is asked for. */
export function ResetCodeStep({ username, onVerified }: { username: string; onVerified: (code: string) => void }) {
  const { auth } = useAppContext()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const [resent, setResent] = useState(false)
  const verify = useSubmit()
  const resend = useSubmit()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const entered = code.replace(/\s/g, '')
    const wellFormed = /^\d{6}$/.test(entered)
    setInvalid(wellFormed ? undefined : resetCodeMessage)
    if (!wellFormed) return
    if (await verify.run(() => auth.api.request(usersApi.passwordVerify, { body: { username, code: entered } }))) onVerified(entered)
  }

  async function sendAgain() {
    setResent(false)
    setResent(await resend.run(() => auth.api.request(usersApi.passwordCode, { body: { username } })))
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <ErrorAlert message={verify.error ?? resend.error} />
        <Text>
          If {username} has an account with an email address, a 6-digit code is on its way there. It works for 15 minutes.
        </Text>
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
        <Button type="submit" loading={verify.pending}>
          Continue
        </Button>
        <Button variant="plain" alignSelf="flex-start" px="0" loading={resend.pending} onClick={() => void sendAgain()}>
          Send a new code
        </Button>
        {resent && <Text role="status">A new code is on its way.</Text>}
      </Stack>
    </form>
  )
}
