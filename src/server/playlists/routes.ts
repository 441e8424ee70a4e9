import type { FastifyInstance } from 'fastify'
import { playlistsApi } from '#contract/playlists'
import type { AppDeps } from '../deps'
import { route } from '../http/route'
import { perMemberPerMinute } from '../http/rate-limits'
import { addChannel, addEpisode, removeEpisode, reorder } from './items'
import { listPlaylists } from './list'
import { findReadablePlaylist, removePlaylist, savePlaylist } from './service'
import { playlistView } from './view'

export function registerPlaylistRoutes(app: FastifyInstance, { db, now, rateLimits }: AppDeps): void {
  route(app, playlistsApi.list, { access: 'signed-in' }, async ({ query, auth }) =>
    listPlaylists(db, { userId: auth.userId, limit: query.limit, cursor: query.cursor }, now()),
  )

  route(app, playlistsApi.get, { access: 'optional' }, async ({ params, auth }) => {
    const viewerId = auth?.userId ?? null
    return playlistView(db, await findReadablePlaylist(db, params.id, viewerId), viewerId, now())
  })

  route(
    app,
    playlistsApi.save,
    {
      access: 'signed-in',
      effect: 'creates',
      rateLimit: perMemberPerMinute('playlists', rateLimits.createPerMinute),
      status: 201,
    },
    async ({ params, body, auth, setStatus }) => {
      const time = now()
      const { row, created } = await savePlaylist(
        db,
        { id: params.id, userId: auth.userId, title: body.title, public: body.public },
        time,
      )
      if (!created) setStatus(200)
      return playlistView(db, row, auth.userId, time)
    },
  )

  route(app, playlistsApi.remove, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    await removePlaylist(db, params.id, auth.userId)
  })

  route(app, playlistsApi.addEpisode, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    const time = now()
    const row = await addEpisode(db, { playlistId: params.id, userId: auth.userId, episodeId: params.episodeId }, time)
    return playlistView(db, row, auth.userId, time)
  })

  route(app, playlistsApi.addChannel, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) => {
    const time = now()
    const row = await addChannel(db, { playlistId: params.id, userId: auth.userId, channelId: body.channelId }, time)
    return playlistView(db, row, auth.userId, time)
  })

  route(app, playlistsApi.removeEpisode, { access: 'signed-in', effect: 'changes' }, async ({ params, auth }) => {
    const time = now()
    const row = await removeEpisode(
      db,
      { playlistId: params.id, userId: auth.userId, episodeId: params.episodeId },
      time,
    )
    return playlistView(db, row, auth.userId, time)
  })

  route(app, playlistsApi.reorder, { access: 'signed-in', effect: 'changes' }, async ({ params, body, auth }) => {
    const time = now()
    const row = await reorder(db, { playlistId: params.id, userId: auth.userId, episodeIds: body.episodeIds }, time)
    return playlistView(db, row, auth.userId, time)
  })
}
