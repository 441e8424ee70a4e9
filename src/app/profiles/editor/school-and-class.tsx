import { Field, Stack, Text } from '@chakra-ui/react'
import type { User } from '../../../contract/users'

/** School and class: set by the class's teacher, so read-only here (SPEC §2). */
export function SchoolAndClass({ user }: { user: User }) {
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
