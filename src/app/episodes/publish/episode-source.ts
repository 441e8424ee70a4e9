// Where a prepared episode came from: a session, or a file (by name, size and time), so "Try
// again" after a failure re-uses the audio made from the same source instead of making it again.
import type { Session } from '#contract/sessions'

/** `normalised`: the file made to the Podcast preset on this device, published instead of the file. */
export type EpisodeSource =
  { kind: 'session'; session: Session } | { kind: 'file'; file: File; normalised?: Blob | undefined }

export const sourceKey = (source: EpisodeSource): string =>
  source.kind === 'session'
    ? `session:${source.session.id}:${source.session.updatedAt}`
    : `file:${source.file.name}:${source.file.size}:${source.file.lastModified}${source.normalised ? ':normalised' : ''}`
