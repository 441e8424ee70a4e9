// What other features use of the messages: the address of a conversation and the conversations
// the Messages tab shows.
export { conversationHref, conversationWith } from './conversation-href'
export { ConversationView } from './conversation-view'
export { ConversationsSection } from './conversations-section'
export { messageKeys } from './message-keys'
