import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Script } from '#contract/scripts'
import { RoleStatsTable } from '../role-stats-table'
import { RoleList } from './role-list'
import { readableLines } from './readable-lines'
import { ScriptText } from './script-text'

function ownerName(script: Script): string {
  if (!script.owner) return 'From the script library'
  const name = script.owner.name ?? (script.owner.handle ? `@${script.owner.handle}` : null)
  return name ? `By ${name}` : 'By a member'
}

/** A script someone may read but not change: a friend's, a public one, or a free library script. */
export function ScriptReader({ script, actions }: { script: Script; actions?: ReactNode }) {
  return (
    <Container maxW="4xl" py="6">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {script.title}
          </Heading>
          <Text color="fg.muted">{ownerName(script)}</Text>
        </Stack>
        {script.description && <Text whiteSpace="pre-wrap">{script.description}</Text>}
        {actions}
        <Stack as="section" aria-labelledby="reader-roles" gap="3">
          <Heading as="h2" size="lg" id="reader-roles">
            Roles
          </Heading>
          {script.roles.length === 0 ? (
            <Text color="fg.muted">This script has no roles.</Text>
          ) : (
            <RoleList roles={script.roles} />
          )}
          <RoleStatsTable content={script} />
        </Stack>
        <Stack as="section" aria-labelledby="reader-script" gap="3">
          <Heading as="h2" size="lg" id="reader-script">
            Script
          </Heading>
          {script.lines.length === 0 ? (
            <Text color="fg.muted">This script has no lines yet.</Text>
          ) : (
            <ScriptText lines={readableLines(script)} />
          )}
        </Stack>
      </Stack>
    </Container>
  )
}
