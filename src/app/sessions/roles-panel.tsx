import { Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { Session } from '#contract/sessions'
import { messageOf } from '../api/api-error'
import { participantName } from './participant-name'
import { assigneeOf } from './role-assignments'
import { useAssignRole } from './session-queries'

const nobody = ''

/** Owner only: who voices which role, one select per role; each change sends the whole list. */
export function RolesPanel({ session, online }: { session: Session; online: boolean }) {
  const assign = useAssignRole(session)

  return (
    <Stack as="section" gap="3" aria-labelledby="roles-heading">
      <Heading as="h2" size="md" id="roles-heading">
        Roles
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {session.script.roles.map((role) => (
          <Field.Root key={role.id} disabled={!online || assign.isPending}>
            <Field.Label>{role.name}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={assigneeOf(session, role.id) ?? nobody}
                onChange={(event) => assign.mutate({ roleId: role.id, userId: event.target.value || null })}
              >
                {session.participants.map((participant) => (
                  <option key={participant.user.id} value={participant.user.id}>
                    {participantName(participant.user)}
                  </option>
                ))}
                <option value={nobody}>Nobody</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          Roles can be changed when you are online.
        </Text>
      )}
      {assign.isError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(assign.error)}
        </Text>
      )}
    </Stack>
  )
}
