import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { LibraryPreview } from '#contract/script-library'
import { aboutSpeakingTime } from '#shared/speech'
import { ScriptText } from '../scripts'

/** A library script as a preview: who is in it, how long it runs, and how it starts. */
export function LibraryCard({ script, action }: { script: LibraryPreview; action?: ReactNode }) {
  const headingId = `library-${script.id}`
  return (
    <Box as="li" listStyleType="none">
      <Stack as="article" aria-labelledby={headingId} gap="3" p="4" borderWidth="1px" borderRadius="md" h="full">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {script.title}
          </Heading>
          {script.free && <Badge colorPalette="green">Free</Badge>}
        </HStack>
        {script.description && <Text color="fg.muted">{script.description}</Text>}
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{script.roles.length === 1 ? '1 role' : `${script.roles.length} roles`}</Text>
          <Text>{script.lineCount === 1 ? '1 line' : `${script.lineCount} lines`}</Text>
          <Text>{aboutSpeakingTime(script.estimatedSeconds)}</Text>
        </HStack>
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            Roles:{' '}
          </Text>
          {script.roles.map((role) => (role.description ? `${role.name} (${role.description})` : role.name)).join(', ')}
        </Text>
        {script.preview.length > 0 && (
          <Box
            fontSize="sm"
            p="3"
            bg="bg.muted"
            borderRadius="md"
            aria-label={`How ${script.title} starts`}
            role="group"
          >
            <ScriptText lines={script.preview} />
          </Box>
        )}
        {action}
      </Stack>
    </Box>
  )
}
