import { z } from 'zod/mini'
import { endpoint } from '../../contract/endpoint'

// Declared here until the server has it; then it moves to src/contract/notifications.ts.
export const newNotificationCount = endpoint({
  method: 'GET',
  path: '/api/notifications/new',
  query: z.object({ after: z.string() }),
  response: z.object({ count: z.number() }),
})
