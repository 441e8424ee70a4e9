import { Table, Text } from '@chakra-ui/react'
import type { ScriptContent } from '#contract/scripts'
import { scriptStats } from '#shared/screenplay/script-stats'
import { formatSpeakingTime } from '#shared/speech'

/** Lines and speaking time per role, recomputed from the content on every render (so, live). */
export function RoleStatsTable({ content }: { content: Pick<ScriptContent, 'roles' | 'lines'> }) {
  const stats = scriptStats(content)
  if (stats.roles.length === 0) return null
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
          Lines and speaking time per role
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Lines</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Speaking time</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stats.roles.map((role, index) => (
            <Table.Row key={role.roleId}>
              <Table.Cell>
                {role.name.trim() || <Text as="span" color="fg.muted">{`role ${index + 1}`}</Text>}
              </Table.Cell>
              <Table.Cell textAlign="end">{role.lineCount}</Table.Cell>
              <Table.Cell textAlign="end">{formatSpeakingTime(role.estimatedSeconds)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell fontWeight="semibold">All roles</Table.Cell>
            <Table.Cell textAlign="end">{stats.totals.dialogueLineCount}</Table.Cell>
            <Table.Cell textAlign="end">{formatSpeakingTime(stats.totals.estimatedSeconds)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  )
}
