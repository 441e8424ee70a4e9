// Caching of take audio. A take's bytes never change, so its id is a strong ETag. Members may keep
// a take for a year (private: only their browser). A published take is public but only for 5
// minutes: unpublishing (or choosing another take) takes it back, and a cache may go on serving
// it at most that long; after that a revalidation costs a 304 without bytes (http/file-reply.ts).
import type { TakeAudience } from './audio-access'

export const takeCacheControl: Record<TakeAudience, string> = {
  member: 'private, max-age=31536000, immutable',
  public: 'public, max-age=300',
}

export const takeEtag = (takeId: string) => `"${takeId}"`
