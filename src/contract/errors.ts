import { z } from 'zod/mini'

/** Every error the API returns has this shape; the app shows `message` to the user. */
export const errorResponse = z.object({ message: z.string() })
export type ErrorResponse = z.infer<typeof errorResponse>
