// What Freesound's API v2 answers, as far as we read it: a search's sound list (`count`, `next`,
// `results`) and a sound instance, with the fields we ask for. Anything else in them is ignored;
// an answer without these is a broken upstream (502), never trusted.
import { z } from 'zod'

/** The sound fields we ask for (`fields=`), in search results and sound instances alike. */
export const soundFields = ['id', 'name', 'username', 'duration', 'license', 'tags', 'previews', 'url'] as const

export const upstreamSound = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  duration: z.number().nonnegative(),
  license: z.string(),
  tags: z.array(z.string()).default([]),
  previews: z.object({ 'preview-hq-mp3': z.string().regex(/^https?:\/\//) }).passthrough(),
  url: z.string(),
})
export type UpstreamSound = z.infer<typeof upstreamSound>

export const upstreamSoundList = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  results: z.array(upstreamSound),
})
export type UpstreamSoundList = z.infer<typeof upstreamSoundList>
