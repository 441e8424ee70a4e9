import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { shownTime } from '../ui/format-date-time'
import type { TimelineEntry } from './conversation-timeline'

export const waitingToSendText = 'Waiting to send'

interface MessageBubbleProps {
  entry: TimelineEntry
  mine: boolean
  /** For a refused message of mine: send it again, or let it go. */
  onSendAgain?: () => void
  onDiscard?: () => void
}

/** One message: mine on the right, theirs on the left; mine that the server has not got yet say so,
 *  and one it refused shows why, with its text kept. */
export function MessageBubble({ entry, mine, onSendAgain, onDiscard }: MessageBubbleProps) {
  const refusal = entry.kind === 'queued' ? entry.message.refusal : null
  return (
    <Box
      as="li"
      listStyleType="none"
      display="flex"
      justifyContent={mine ? 'flex-end' : 'flex-start'}
      data-message-state={entry.kind === 'queued' ? (refusal ? 'refused' : 'waiting') : 'sent'}
    >
      <Stack gap="1" maxW="80%" align={mine ? 'end' : 'start'}>
        <Box
          px="3"
          py="2"
          borderRadius="lg"
          bg={mine ? 'brand.subtle' : 'bg.muted'}
          borderWidth={refusal ? '1px' : '0'}
          borderColor="border.error"
          opacity={entry.kind === 'queued' && !refusal ? 0.8 : 1}
        >
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {entry.message.body}
          </Text>
        </Box>
        {entry.kind === 'stored' ? (
          <Text fontSize="xs" color="fg.muted">
            {shownTime(entry.message.createdAt)}
          </Text>
        ) : refusal ? (
          <Stack gap="1" align="end">
            <Text fontSize="sm" color="fg.error" role="alert">
              Not sent: {refusal}
            </Text>
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={onSendAgain}>
                Send again
              </Button>
              <Button size="xs" variant="ghost" onClick={onDiscard}>
                Discard
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {waitingToSendText}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
