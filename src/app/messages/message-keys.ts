// The query keys of messages: the server's conversations and each conversation's messages (persisted,
// so they show offline), the other member's profile, and this device's outbox under `device` (never
// persisted: it is on the device already).
export const messageKeys = {
  all: () => ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  conversation: (userId: string) => ['messages', 'conversation', userId] as const,
  member: (userId: string) => ['messages', 'member', userId] as const,
  outbox: () => ['device', 'message-outbox'] as const,
  outboxOf: (senderId: string, recipientId: string) => ['device', 'message-outbox', senderId, recipientId] as const,
}
