import { Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { ClassStudent, TeacherClass } from '#contract/classes'
import { conversationHref } from '../messages'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { mainSiteUrl } from '../variant/variant-origins'
import { useClassStudents, useRemoveStudent } from './class-queries'

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const statusText = { open: 'in progress', complete: 'finished' } as const

export const studentName = (student: ClassStudent) =>
  student.user.name || student.user.handle || student.username || 'A student with no name yet'

/** The class's students, a page at a time, each with their latest sessions, "Message" (the
 *  conversation is on the main site) and "Remove from class". */
export function ClassStudents({ item }: { item: TeacherClass }) {
  const students = useClassStudents(item.id)
  const remove = useRemoveStudent(item.id)
  const [leaving, setLeaving] = useState<ClassStudent | null>(null)
  const headingId = `class-${item.id}-students`

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h4" size="sm" id={headingId}>
        Students of {item.name}
      </Heading>
      <ListStates
        query={students}
        loading="Loading the students…"
        offline="The students show here when you are online."
        empty={
          <EmptyState title="No students yet.">They join with the class code, or you create their accounts.</EmptyState>
        }
      >
        {(items) => (
          <List.Root variant="plain" gap="3" aria-labelledby={headingId}>
            {items.map((student) => (
              <StudentRow key={student.user.id} student={student} onRemove={() => setLeaving(student)} />
            ))}
          </List.Root>
        )}
      </ListStates>
      <ConfirmDialog
        open={leaving !== null}
        title="Remove from class"
        confirmLabel="Remove from class"
        busy={remove.isPending}
        onConfirm={() => leaving && remove.mutate(leaving.user.id, { onSuccess: () => setLeaving(null) })}
        onCancel={() => {
          setLeaving(null)
          remove.reset()
        }}
      >
        <Stack gap="3">
          <Text>
            Remove {leaving ? studentName(leaving) : ''} from {item.name}? Their account and their work stay; they can
            join again with the class code.
          </Text>
          <ErrorAlert error={remove.error} />
        </Stack>
      </ConfirmDialog>
    </Stack>
  )
}

function StudentRow({ student, onRemove }: { student: ClassStudent; onRemove: () => void }) {
  const name = studentName(student)
  return (
    <List.Item borderBottomWidth="1px" pb="3">
      <HStack justify="space-between" align="start" gap="3" width="full" wrap="wrap">
        <Stack gap="1">
          <Text fontWeight="medium">{name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {student.username === null ? '' : `User ID: ${student.username} · `}joined{' '}
            {day.format(new Date(student.joinedAt))}
          </Text>
          {student.latestSessions.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              No sessions yet.
            </Text>
          ) : (
            <List.Root textStyle="sm" gap="0" aria-label={`Latest sessions of ${name}`}>
              {student.latestSessions.map((session) => (
                <List.Item key={session.id}>
                  <Link href={mainSiteUrl(window.location, `/session/${encodeURIComponent(session.id)}`)}>
                    {session.title}
                  </Link>
                  , {statusText[session.status]}, {day.format(new Date(session.updatedAt))}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <a href={mainSiteUrl(window.location, conversationHref(student.user.id))} aria-label={`Message ${name}`}>
              Message
            </a>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            Remove from class
          </Button>
        </HStack>
      </HStack>
    </List.Item>
  )
}
