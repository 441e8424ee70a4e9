// Closing an account (docs/decisions/041-profiles-and-closing-accounts.md): the user row is deleted
// and the foreign keys cascade over everything the member owned or took part in: drafts, scripts,
// their sessions (with every take in them), their takes in other members' sessions, friendships,
// class places, subscriptions, portfolio, sign-ins and reset codes; mails to them leave the outbox.
// Their channels go with every episode in them, and their episodes elsewhere; the audio of all of
// those (and their uploads never published) is deleted with the rows. Their blobs (take audio, episode
// audio, channel artwork, profile files, their audio library) are deleted after the transaction commits.
import { eq, inArray, or } from 'drizzle-orm'
import { blobKey, type BlobStore } from '../blobs/blob-store'
import { artworkKeys } from '../channels/artwork-keys'
import { episodeAudioKey } from '../episodes/audio-key'
import type { Privilege } from '#contract/privileges'
import { profileMessages } from '#contract/profiles'
import type { Database } from '../db/database'
import { channels, episodeAudio, episodes, libraryAudio, mailOutbox, sessions, takes, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { classMembershipsOf } from '../profiles/queries'

/** Teachers and students may not close their own account (SPEC §6): a privilege or a class place makes one. */
export async function refuseSchoolAccounts(
  db: Database,
  userId: string,
  privileges: ReadonlySet<Privilege>,
): Promise<void> {
  const places = await classMembershipsOf(db, userId)
  if (privileges.has('teacher') || places.includes('teacher')) throw new HttpError(403, profileMessages.teacherClose)
  if (privileges.has('student') || places.includes('student')) throw new HttpError(403, profileMessages.studentClose)
}

export async function closeAccount(db: Database, userId: string, blobs: BlobStore | null): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!row) return null
    const audio = await tx
      .selectDistinct({ key: takes.storageKey })
      .from(takes)
      .leftJoin(sessions, eq(sessions.id, takes.sessionId))
      .where(or(eq(takes.userId, userId), eq(sessions.ownerId, userId)))
    const artwork = await tx.select({ id: channels.artworkId }).from(channels).where(eq(channels.ownerId, userId))
    const library = await tx
      .select({ key: libraryAudio.storageKey })
      .from(libraryAudio)
      .where(eq(libraryAudio.ownerId, userId))
    const episodeAudioIds = (
      await tx
        .selectDistinct({ id: episodeAudio.id })
        .from(episodeAudio)
        .leftJoin(episodes, eq(episodes.audioId, episodeAudio.id))
        .leftJoin(channels, eq(channels.id, episodes.channelId))
        .where(or(eq(episodeAudio.ownerId, userId), eq(episodes.authorId, userId), eq(channels.ownerId, userId)))
    ).map((audio) => audio.id)
    // Episodes first: their audio is kept while an episode plays it (on delete restrict).
    if (episodeAudioIds.length > 0) {
      await tx.delete(episodes).where(inArray(episodes.audioId, episodeAudioIds))
      await tx.delete(episodeAudio).where(inArray(episodeAudio.id, episodeAudioIds))
    }
    if (row.email) await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, row.email))
    await tx.delete(users).where(eq(users.id, userId))
    const artworkIds = artwork.flatMap((channel) => (channel.id ? [channel.id] : []))
    return {
      row,
      audioKeys: audio.map((take) => take.key),
      episodeAudioIds,
      artworkIds,
      libraryKeys: library.map((audio) => audio.key),
    }
  })
  if (!gone) return
  const { row, audioKeys, episodeAudioIds, artworkIds, libraryKeys } = gone
  await blobs?.remove([
    ...(row.photo ? [blobKey('photos', row.photo)] : []),
    ...(row.intro ? [blobKey('intros', row.intro)] : []),
    ...audioKeys.map((key) => blobKey('uploads', key)),
    ...episodeAudioIds.map(episodeAudioKey),
    ...artworkIds.flatMap(artworkKeys),
    ...libraryKeys.map((key) => blobKey('audio-library', key)),
  ])
}
