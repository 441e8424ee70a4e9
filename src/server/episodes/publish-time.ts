import { episodeLimits, episodeMessages } from '#contract/episodes'
import { HttpError } from '../http/errors'

// When an episode is published, from what the member asked: null leaves it unpublished; a time that
// has passed means now, except the episode's own publish time sent back unchanged (editing the
// title of an episode published last week must not make it new again). A time more than
// `publishAheadYears` ahead is refused: the contract accepts year 9999 with an offset, which is
// year 10000 in UTC and beyond what the database stores.
export function publishTimeOf(asked: string | null | undefined, current: Date | null, now: Date): Date | null {
  if (asked === null || asked === undefined) return null
  const time = new Date(asked)
  if (current && time.getTime() === current.getTime()) return current
  const latest = new Date(now)
  latest.setUTCFullYear(latest.getUTCFullYear() + episodeLimits.publishAheadYears)
  if (Number.isNaN(time.getTime()) || time.getTime() > latest.getTime())
    throw new HttpError(422, episodeMessages.publishTooLate)
  return time.getTime() < now.getTime() ? now : time
}
