import { Container, Heading, Stack } from '@chakra-ui/react'
import { useOnline } from '../offline/use-online'
import { EmptyState, OfflineState, QueryStates } from '../ui/query-states'
import { ClassCard } from './class-card'
import { useTeacherClasses } from './class-queries'
import { CreateClassForm } from './create-class-form'

export const needsConnectionText =
  'You are offline. Managing your classes needs a connection; what this device last saw is shown.'
export const classesOfflineText =
  'You are offline and your classes are not saved on this device yet. Open My Class again when you are online.'
const listHeadingId = 'my-classes-heading'

/** /classes (podcast, teacher): the teacher's classes, each with its join code, students, accounts
 *  for pupils without e-mail and notes; and a form to create a class. */
export function MyClassScreen() {
  const classes = useTeacherClasses()
  const online = useOnline()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          My Class
        </Heading>
        {!online && <OfflineState message={needsConnectionText} />}
        <CreateClassForm />
        <Stack as="section" gap="4" aria-labelledby={listHeadingId}>
          <Heading as="h2" size="lg" id={listHeadingId}>
            Your classes
          </Heading>
          <QueryStates query={classes} loading="Loading your classes…" offline={classesOfflineText}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState title="No classes yet.">
                  Create a class above: it gets a join code your students type to join.
                </EmptyState>
              ) : (
                <Stack as="ul" gap="4" m="0" p="0" listStyleType="none" aria-labelledby={listHeadingId}>
                  {items.map((item) => (
                    <ClassCard key={item.id} item={item} />
                  ))}
                </Stack>
              )
            }
          </QueryStates>
        </Stack>
      </Stack>
    </Container>
  )
}
