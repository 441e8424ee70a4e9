import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { ChannelView } from '#contract/channels'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { useDeleteChannel } from './channel-queries'

/** The owner's way to delete the channel, with its episodes and feed, after a confirmation. */
export function DeleteChannel({ channel }: { channel: ChannelView }) {
  const navigate = useNavigate()
  const remove = useDeleteChannel(channel.id)
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack
      as="section"
      gap="2"
      aria-labelledby="delete-channel-heading"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="md" id="delete-channel-heading">
        Delete channel
      </Heading>
      <Text fontSize="sm">
        Its episodes, their audio and its feed are deleted too. Podcast apps that follow it find nothing more.
      </Text>
      <ErrorAlert error={remove.error} />
      <Button alignSelf="start" size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
        Delete channel
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${channel.title}?`}
        confirmLabel="Delete channel and its episodes"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/' }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <Text>This cannot be undone.</Text>
      </ConfirmDialog>
    </Stack>
  )
}
