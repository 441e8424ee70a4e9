import { Field, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { User } from '#contract/users'
import { JoinClassForm } from './join-class-form'

/** School and class: set by the class's teacher, so read-only here (SPEC §2); a member of no class
 *  may join one with its code. */
export function SchoolAndClass({ user }: { user: User }) {
  const [joined, setJoined] = useState<string | null>(null)
  return (
    <Stack gap="3">
      <SchoolAndClassList user={user} />
      {user.classes.length === 0 && <JoinClassForm onJoined={setJoined} />}
      <Text role="status" color="fg.success" textStyle="sm">
        {joined}
      </Text>
    </Stack>
  )
}

function SchoolAndClassList({ user }: { user: User }) {
  return (
    <Field.Root readOnly>
      <Field.Label>School and class</Field.Label>
      {user.classes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Not a member of a class.
        </Text>
      ) : (
        <Stack gap="0">
          {user.classes.map((item) => (
            <Text key={item.id}>
              {item.school.name} ({item.school.country}), {item.name}
              {item.membership === 'teacher' ? ', teacher' : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Field.Root>
  )
}
