import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { TeacherClass } from '#contract/classes'
import { ErrorAlert } from '../ui/error-alert'
import { ClassChannel } from './class-channel'
import { useCreateStudents, useSetJoining } from './class-queries'
import { ClassNoteForm } from './class-note-form'
import { ClassStudents } from './class-students'
import { groupJoinCode } from './join-code-display'
import { JoinCodeDialog } from './join-code-dialog'
import { RenameClassForm } from './rename-class-form'
import { StudentAccountsPanel } from './student-accounts-panel'
import { StudentAccountsResult } from './student-accounts-result'

type Panel = 'none' | 'rename' | 'accounts' | 'note'

const studentCountText = (count: number) => (count === 1 ? '1 student' : `${count} students`)

/** One class: what it is, its join code and what the teacher can do with it. One panel (rename,
 *  accounts, note) is open at a time; the students list opens beside any of them. New students'
 *  first passwords stay shown, whatever panel opens, until the teacher closes them. */
export function ClassCard({ item }: { item: TeacherClass }) {
  const [panel, setPanel] = useState<Panel>('none')
  const [showCode, setShowCode] = useState(false)
  const [showStudents, setShowStudents] = useState(false)
  const joining = useSetJoining(item.id)
  const createStudents = useCreateStudents(item.id)
  const headingId = `class-${item.id}-heading`
  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next))

  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {item.name}
        </Heading>
        <Text color="fg.muted">
          {item.school.name} ({item.school.country}) · {studentCountText(item.studentCount)}
        </Text>
        {item.joinCode ? (
          <Text>
            Join code:{' '}
            <Text as="span" fontFamily="mono" fontWeight="bold" data-testid="join-code">
              {groupJoinCode(item.joinCode)}
            </Text>
          </Text>
        ) : (
          <Text>Joining is switched off: no code works for this class.</Text>
        )}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" disabled={!item.joinCode} onClick={() => setShowCode(true)}>
          Show code
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={joining.isPending && joining.variables}
          onClick={() => joining.mutate(true)}
        >
          {item.joinCode ? 'New code' : 'Switch on joining'}
        </Button>
        {item.joinCode && (
          <Button
            size="sm"
            variant="outline"
            loading={joining.isPending && !joining.variables}
            onClick={() => joining.mutate(false)}
          >
            Switch off joining
          </Button>
        )}
        <Button size="sm" variant="outline" aria-expanded={panel === 'rename'} onClick={() => toggle('rename')}>
          Rename
        </Button>
        <Button size="sm" variant="outline" aria-expanded={panel === 'accounts'} onClick={() => toggle('accounts')}>
          Create student accounts
        </Button>
        <Button size="sm" variant="outline" aria-expanded={panel === 'note'} onClick={() => toggle('note')}>
          Send a note to the class
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showStudents}
          onClick={() => setShowStudents((shown) => !shown)}
        >
          {showStudents ? 'Hide students' : 'Show students'}
        </Button>
      </HStack>
      <ErrorAlert error={joining.error} />
      <ClassChannel item={item} />
      {panel === 'rename' && <RenameClassForm item={item} onDone={() => setPanel('none')} />}
      {createStudents.data ? (
        <StudentAccountsResult
          item={item}
          accounts={createStudents.data.accounts}
          onDone={() => createStudents.reset()}
        />
      ) : (
        panel === 'accounts' && <StudentAccountsPanel create={createStudents} />
      )}
      {panel === 'note' && <ClassNoteForm item={item} />}
      {showStudents && <ClassStudents item={item} />}
      {showCode && item.joinCode && (
        <JoinCodeDialog item={item} code={item.joinCode} onClose={() => setShowCode(false)} />
      )}
    </Stack>
  )
}
