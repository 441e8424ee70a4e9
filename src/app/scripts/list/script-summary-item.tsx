import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ScriptSummary } from '#contract/scripts'
import { aboutSpeakingTime } from '#shared/speech'
import { visibilityLabels } from '../visibility-labels'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** One script in a list: what an actor needs to pick it (cast size, length, time to say). */
export function ScriptSummaryItem({ script }: { script: ScriptSummary }) {
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="md" _hover={{ borderColor: 'brand.solid' }}>
      <Stack gap="1">
        <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="brand.fg">
          <Link to="/scripts/edit/$scriptId" params={{ scriptId: script.id }}>
            {script.title || 'Untitled script'}
          </Link>
        </ChakraLink>
        {!script.mine && script.owner && (
          <Text fontSize="sm">By {script.owner.name ?? script.owner.handle ?? 'a friend'}</Text>
        )}
        {script.description && (
          <Text color="fg.muted" lineClamp={2}>
            {script.description}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{plural(script.roleCount, 'role')}</Text>
          <Text>{plural(script.lineCount, 'line')}</Text>
          <Text>{aboutSpeakingTime(script.estimatedSeconds)}</Text>
          {script.mine && <Text>{visibilityLabels[script.visibility]}</Text>}
        </HStack>
      </Stack>
    </Box>
  )
}
