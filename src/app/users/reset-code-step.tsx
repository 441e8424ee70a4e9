import { Button, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { resetCodeMessage } from '../../contract/users'
import { ErrorAlert } from '../ui/error-alert'
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
      <Stack gap="4">
        <ErrorAlert error={verify.error ?? resend.error} />
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
        <Button type="submit" loading={verify.isPending}>
          Continue
        </Button>
        <Button variant="plain" alignSelf="flex-start" px="0" loading={resend.isPending} onClick={() => resend.mutate(username)}>
          Send a new code
        </Button>
        {resend.isSuccess && <Text role="status">A new code is on its way.</Text>}
      </Stack>
    </form>
  )
}
