// The episode's title, description and when it goes public, as typed, checked before anything is
// rendered or sent: a title, and a time for "Schedule".
import { episodeMessages } from '#contract/episodes'

export type PublishWhen = 'now' | 'schedule' | 'draft'

export interface PublishDetails {
  title: string
  description: string
  when: PublishWhen
  /** The datetime-local input's value (the device's time zone). */
  publishAt: string
}

export const publishAtRequired = 'Please choose when to publish it.'

export type PublishDetailsErrors = Partial<Record<'title' | 'publishAt', string>>

/** The ISO time to send (null: not published), or the messages of the fields that are not right. */
export function checkPublishDetails(
  details: PublishDetails,
  now = new Date(),
): { publishAt: string | null; errors: null } | { publishAt: null; errors: PublishDetailsErrors } {
  const errors: PublishDetailsErrors = {}
  if (!details.title.trim()) errors.title = episodeMessages.titleRequired
  let publishAt: string | null = null
  if (details.when === 'now') publishAt = now.toISOString()
  if (details.when === 'schedule') {
    const at = details.publishAt ? new Date(details.publishAt) : null
    if (!at || Number.isNaN(at.getTime())) errors.publishAt = publishAtRequired
    else publishAt = at.toISOString()
  }
  return Object.keys(errors).length > 0 ? { publishAt: null, errors } : { publishAt, errors: null }
}
