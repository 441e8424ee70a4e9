import { Container, Heading, Stack } from '@chakra-ui/react'
import { useSearch } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { User } from '#contract/users'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { useTeacherClasses } from '../classes'
import { QueryStates } from '../ui/query-states'
import { newChannelValues } from './channel-form'
import { ChannelEditor } from './channel-editor'

// The router reads `?class=123` as a number; an id is text either way.
const classSearch = z.object({ class: z.pipe(z.union([z.string(), z.number()]), z.transform(String)) })

const isTeacher = (user: User | null) =>
  hasPrivilege(user, 'teacher') || (user?.classes.some((item) => item.membership === 'teacher') ?? false)

/** /channels/new: a member's own channel, or (for teachers, also from My Class with `?class=`) a class's. */
export function NewChannelScreen() {
  const user = useUser()
  const classId = classSearch.safeParse(useSearch({ strict: false })).data?.class ?? ''
  const initial = newChannelValues(user?.name ?? '', classId)
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          New channel
        </Heading>
        {isTeacher(user) ? <TeacherChannelEditor initial={initial} /> : <ChannelEditor initial={initial} />}
      </Stack>
    </Container>
  )
}

function TeacherChannelEditor({ initial }: { initial: ReturnType<typeof newChannelValues> }) {
  const classes = useTeacherClasses()
  return (
    <QueryStates query={classes} loading="Loading your classes…">
      {(items) => <ChannelEditor initial={initial} classes={items.map((item) => ({ id: item.id, name: item.name }))} />}
    </QueryStates>
  )
}
