import { Button, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { joinCodeInput, joinCodeMessage } from '#contract/join-code'
import { joinedText, useJoinClass } from '#app/classes'
import { ErrorAlert } from '#app/ui/error-alert'
import { TextField } from '#app/ui/text-field'
import { NameFirst } from '../name-first/name-first'

/** "Class code" and "Join class" for a member of no class: the member becomes a student of the
 *  class, and the list above shows it once the user is read again (useJoinClass). Apart from Save
 *  Changes: joining is done at once, not with the profile. The form goes once the member is in a
 *  class, so `onJoined` (the parent's status line) says what happened. */
export function JoinClassForm({ onJoined }: { onJoined: (status: string | null) => void }) {
  const join = useJoinClass()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    onJoined(null)
    const valid = joinCodeInput.safeParse(code).success
    setError(valid ? undefined : joinCodeMessage)
    if (!valid) return
    // Not mutate's own onSuccess: it does not run once this form has gone.
    void join.mutateAsync(code.trim()).then(
      (item) => {
        setCode('')
        onJoined(joinedText(item))
      },
      () => undefined,
    )
  }

  return (
    <>
      <NameFirst seenBy="Your teacher and classmates" />
      <form onSubmit={submit} noValidate>
        <Stack gap="2" maxW="sm">
          <TextField
            label="Class code"
            value={code}
            onChange={setCode}
            error={error}
            hint="The 8-character code from your teacher"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" size="sm" variant="outline" alignSelf="start" loading={join.isPending}>
            Join class
          </Button>
          <ErrorAlert error={join.error} />
        </Stack>
      </form>
    </>
  )
}
