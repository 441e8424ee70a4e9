import { z } from 'zod/mini'

/** SPEC §6: the privileges the product knows. A role or a subscription role carries a list of them. */
export const privileges = ['read_free_script', 'audio_library', 'show_metrics', 'draft', 'teacher', 'student'] as const
export const privilegeSchema = z.enum(privileges)
export type Privilege = z.infer<typeof privilegeSchema>
