import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { profileLimits } from '#contract/profiles'
import { messageOf } from '#app/api/api-error'
import { useUser } from '#app/auth/use-user'
import { useAppContext } from '#app/router/use-app-context'
import { TextField } from '#app/ui/text-field'
import { nameError } from './name-error'
import { nameQuestion } from './name-question'
import { proposedHandle } from './proposed-handle'
import { saveName } from './save-name'

/** Asked again, beside the action, of a member who has neither a name nor a handle yet: the people
 *  they invite, their classmates and their listeners would otherwise see "A member". It does not
 *  stand in the way: the action works without it. */
export function NameFirst({ seenBy }: { seenBy: string }) {
  const { auth } = useAppContext()
  const user = useUser()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  if (!user || user.name?.trim() || user.handle) return null

  async function save(event: FormEvent) {
    event.preventDefault()
    const problem = name.trim() ? nameError(name) : 'Please enter your name.'
    if (problem) return setError(problem)
    setSaving(true)
    setError(null)
    try {
      await saveName(auth, name, user!)
      // Every list that shows people may show this member: read them again with the name.
      void queryClient.invalidateQueries()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setSaving(false)
    }
  }

  const handle = proposedHandle(name)
  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="3">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Text mb="2">{`${seenBy} see you as “A member” until you say what to call you.`}</Text>
        <HStack gap="2" align="end" wrap="wrap">
          <Box flex="1" minW="48">
            <TextField
              label={nameQuestion}
              value={name}
              onChange={setName}
              maxLength={profileLimits.nameMax}
              autoComplete="name"
              hint={handle ? `Your handle will be @${handle}; change it in your profile.` : undefined}
              error={error ?? undefined}
            />
          </Box>
          <Button type="submit" variant="outline" loading={saving}>
            Use this name
          </Button>
        </HStack>
      </form>
    </Box>
  )
}
