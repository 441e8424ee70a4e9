// The device's side of a conversation: messages written here wait in the outbox (IndexedDB) and go
// through the sync queue, online or not; the screen shows them as "Waiting to send" until the server
// has them, then the server's copy takes their place.
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Message } from '#contract/messages'
import type { Page } from '#contract/pagination'
import { newId } from '#shared/new-id'
import { useUser } from '../auth/use-user'
import { useOffline } from '../offline/offline-services'
import { withSentMessage } from './conversation-timeline'
import { messageKeys } from './message-keys'
import { messageOutbox } from './message-outbox'
import { queueMessageSend } from './queue-message-send'

function useOutbox() {
  return messageOutbox(useOffline().db)
}

/** What the member wrote to `recipientId` that is still on this device, kept up to date. */
export function useWaitingMessages(recipientId: string) {
  const outbox = useOutbox()
  const senderId = useUser()?.id ?? ''
  const queryClient = useQueryClient()
  useEffect(() => {
    // A sent message's waiting copy goes only once the conversation holds the server's copy, so it
    // never vanishes for a moment: put in place at once, or (nothing read yet) read first.
    async function replaceWaitingCopy(message: Message): Promise<void> {
      const conversation = messageKeys.conversation(message.recipientId)
      if (queryClient.getQueryData(conversation))
        queryClient.setQueryData<InfiniteData<Page<Message>>>(conversation, (data) => withSentMessage(data, message))
      else await queryClient.invalidateQueries({ queryKey: messageKeys.conversation(message.recipientId) })
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() })
    }
    return outbox.subscribe((event) => {
      void (event.type === 'sent' ? replaceWaitingCopy(event.message) : Promise.resolve()).then(() =>
        queryClient.invalidateQueries({ queryKey: messageKeys.outbox() }),
      )
    })
  }, [outbox, queryClient])
  return useQuery({
    queryKey: messageKeys.outboxOf(senderId, recipientId),
    queryFn: () => outbox.conversation(senderId, recipientId),
    networkMode: 'always',
  })
}

/** Writes a message to the outbox and asks the queue to send it. */
export function useSendMessage(recipientId: string) {
  const outbox = useOutbox()
  const { syncQueue } = useOffline()
  const senderId = useUser()?.id
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: string) => {
      if (!senderId) throw new Error('Please log in to send messages.')
      await outbox.add({ clientId: newId(), senderId, recipientId, body, queuedAt: Date.now(), refusal: null })
      await queueMessageSend(syncQueue)
    },
  })
}

/** A refused message: send it again, or let it go. */
export function useRefusedMessageActions() {
  const outbox = useOutbox()
  const { syncQueue } = useOffline()
  return {
    sendAgain: async (clientId: string) => {
      await outbox.retry(clientId)
      await queueMessageSend(syncQueue)
    },
    discard: (clientId: string) => outbox.remove(clientId),
  }
}
