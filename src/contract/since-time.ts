// Apart from pagination.ts: the list screens of the first load need pages, not this check.
import { z } from 'zod/mini'

/** A time the server gave (ISO), from the year 1 on, which PostgreSQL can hold: where a poll asks
 *  only for what changed after it (`?after=`, `?since=`). */
export const sinceTime = z.iso
  .datetime()
  .check(z.refine((value) => Number(value.slice(0, 4)) >= 1, 'must be a time from the year 1 on'))
