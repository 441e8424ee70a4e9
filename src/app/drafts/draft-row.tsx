import { Badge, Box, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { TextLink } from '../ui/text-link'
import { displayTitle } from './local-draft'

export function formatUpdated(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

interface DraftRowViewProps {
  id: string
  title: string
  excerpt: string
  wordCount: number
  updatedAt: string
  badge?: string
  /** A link to the editor, or plain text (archived drafts). */
  linked: boolean
  actions?: ReactNode
}

/** One draft in a list: its title, the start of its text, words and when it last changed. */
export function DraftRowView({ id, title, excerpt, wordCount, updatedAt, badge, linked, actions }: DraftRowViewProps) {
  const name = displayTitle(title)
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" py="3">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {linked ? (
                <TextLink to="/write/$documentId" params={{ documentId: id }}>
                  {name}
                </TextLink>
              ) : (
                name
              )}
            </Text>
            {badge && <Badge colorPalette="orange">{badge}</Badge>}
          </HStack>
          {excerpt && (
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {excerpt}
            </Text>
          )}
          <Text color="fg.muted" fontSize="xs">
            {wordCount} {wordCount === 1 ? 'word' : 'words'} · {formatUpdated(updatedAt)}
          </Text>
        </Box>
        {actions && <HStack gap="2">{actions}</HStack>}
      </HStack>
    </Box>
  )
}
