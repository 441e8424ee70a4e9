// The channel form's values as typed, checked with the contract's own schema before sending, and
// the server's refusals put beside the field they concern. "Let other platforms import this feed"
// is the inverse of `podcast:locked`.
import {
  channelFields,
  channelMessages,
  podcastCategory,
  type Channel,
  type podcastCategories,
} from '#contract/channels'
import type { ChannelBody } from './channel-queries'

export type PodcastCategory = (typeof podcastCategories)[number]

export interface ChannelFormValues {
  title: string
  description: string
  author: string
  language: string
  category: PodcastCategory
  explicit: boolean
  ownerEmail: string
  importable: boolean
  /** '' for a member's own channel. */
  classId: string
}

export type ChannelField = Exclude<keyof ChannelFormValues, 'explicit' | 'importable'>
export type ChannelFormErrors = Partial<Record<ChannelField, string>>

export const defaultCategory: PodcastCategory = 'Fiction'

export function newChannelValues(author: string, classId = ''): ChannelFormValues {
  return {
    title: '',
    description: '',
    author,
    language: 'en',
    category: defaultCategory,
    explicit: false,
    ownerEmail: '',
    importable: false,
    classId,
  }
}

export function channelValues(channel: Channel): ChannelFormValues {
  return {
    title: channel.title,
    description: channel.description,
    author: channel.author,
    language: channel.language,
    category: channel.category,
    explicit: channel.explicit,
    ownerEmail: channel.ownerEmail,
    importable: !channel.locked,
    classId: channel.class?.id ?? '',
  }
}

/** Words for the checks the contract gives no message of its own (zod/mini carries none). */
const fallbackMessages: Record<ChannelField, string> = {
  title: channelMessages.titleRequired,
  description: 'Please shorten the description.',
  author: 'Please shorten the author.',
  language: channelMessages.language,
  category: 'Please choose a category.',
  ownerEmail: channelMessages.email,
  classId: 'Please choose a class.',
}

const isField = (key: unknown): key is ChannelField => typeof key === 'string' && key in fallbackMessages

/** The body to send, or the message of each field that is not right. */
export function checkChannelForm(
  values: ChannelFormValues,
): { body: ChannelBody; errors: null } | { body: null; errors: ChannelFormErrors } {
  const parsed = channelFields.safeParse({
    title: values.title,
    description: values.description,
    author: values.author,
    language: values.language,
    category: values.category,
    explicit: values.explicit,
    ownerEmail: values.ownerEmail,
    locked: !values.importable,
  })
  if (parsed.success) return { body: parsed.data, errors: null }
  const errors: ChannelFormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (!isField(field) || errors[field]) continue
    errors[field] = issue.message && issue.message !== 'Invalid input' ? issue.message : fallbackMessages[field]
  }
  return { body: null, errors }
}

const serverFieldMessages: Array<[ChannelField, string]> = [
  ['title', channelMessages.titleRequired],
  ['language', channelMessages.language],
  ['ownerEmail', channelMessages.email],
  ['classId', channelMessages.notTeacher],
  ['classId', channelMessages.classHasChannel],
]

/** The field a refusal of the server concerns, so its message shows beside it; null: the whole form. */
export function fieldOfServerMessage(message: string): ChannelField | null {
  const known = serverFieldMessages.find(([, text]) => text === message)?.[0]
  if (known) return known
  // The server's own words name the field first ("Description must be at most 4000 characters long.").
  const named = /^(\w+) /.exec(message)?.[1]
  const field = named && named.charAt(0).toLowerCase() + named.slice(1)
  return isField(field) ? field : null
}

export const isCategory = (value: string): value is PodcastCategory => podcastCategory.safeParse(value).success
