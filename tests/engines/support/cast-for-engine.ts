// One cast per engine, so that no engine's walk sees another's messages or sessions; the event is
// shared (its id still coming while the members are made). Made before any browser starts, every
// engine's at once.
import type { OwnServer } from '#tests/e2e/support/own-server'
import { befriend, createWalker, issueCertificate, publishedEpisode, registerMember, sharedSession } from './cast'
import type { EngineName } from './engine-page'
import { createScript } from './member-api'
import type { Cast } from './walk-context'

export async function castFor(
  server: OwnServer,
  engine: EngineName,
  event: { id: Promise<string>; title: string },
): Promise<Cast> {
  const base = server.url
  const [walker, friend, podcaster] = await Promise.all([
    createWalker(server, `Walker ${engine}`),
    registerMember(base, `Friend ${engine}`),
    registerMember(base, `Podcaster ${engine}`),
  ])
  await befriend(base, friend, walker)
  const certificateTitle = `Stage voice, ${engine}`
  const titles = { channel: `Tones from ${engine}`, episode: `A tone for ${engine}` }
  const [shared, own, certificateId, episode] = await Promise.all([
    sharedSession(base, friend, `Shared by a friend in ${engine}`, [
      ['ANNA', 'A line the friend wrote.'],
      ['BEN', 'And the answer to it.'],
    ]),
    createScript(base, walker.token, `My own scene in ${engine}`, [['NARRATOR', 'The walker wrote this line.']]),
    event.id.then((eventId) => issueCertificate(server, walker, certificateTitle, eventId)),
    publishedEpisode(base, podcaster, titles, 30),
  ])
  return {
    walker,
    friend,
    shared,
    own,
    eventId: await event.id,
    eventTitle: event.title,
    certificateId,
    certificateTitle,
    episode: {
      channelId: episode.channelId,
      channelTitle: titles.channel,
      linkId: episode.linkId,
      title: titles.episode,
    },
  }
}
