import { Heading, Stack } from '@chakra-ui/react'
import { EmptyState } from '#app/ui/query-states'
import { ListStates } from '#app/ui/list-states'
import type { ScriptScope } from '../script-keys'
import { useScriptList } from '../script-queries'
import { ScriptSummaryItem } from './script-summary-item'

const sections: Record<ScriptScope, { title: string; empty: string; hint: string }> = {
  mine: {
    title: 'My scripts',
    empty: 'You have no scripts yet.',
    hint: 'Press "New script", or start from a template below.',
  },
  shared: {
    title: 'Shared with me',
    empty: 'No scripts are shared with you yet.',
    hint: 'Scripts your friends share with friends show here.',
  },
}

export function ScriptListSection({ scope }: { scope: ScriptScope }) {
  const list = useScriptList(scope)
  const { title, empty, hint } = sections[scope]
  const headingId = `scripts-${scope}`

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      <ListStates
        query={list}
        loading={`Loading ${title.toLowerCase()}…`}
        empty={<EmptyState title={empty}>{hint}</EmptyState>}
      >
        {(items) => (
          <Stack as="ul" gap="2" m="0" p="0">
            {items.map((script) => (
              <ScriptSummaryItem key={script.id} script={script} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  )
}
