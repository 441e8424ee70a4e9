import { z } from 'zod/mini'
import { endpoint } from './endpoint'

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
}
