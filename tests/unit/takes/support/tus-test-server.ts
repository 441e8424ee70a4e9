// A real tus server (@tus/server over @tus/file-store in a temp folder) behind a node http server,
// standing in for the API's upload route: it wants `Bearer <token>`, answers the token refresh,
// records every request, can cut the connection of chosen PATCH requests (a network drop mid-upload)
// and can refuse a finished upload as the API does (415).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { takeUploadPath } from '#contract/takes'
import { usersApi } from '#contract/users'
import { sniffAudioContainer } from '#shared/audio-container'
import { makeUser } from '#tests/unit/support/users'

export interface SeenTusRequest {
  method: string
  url: string
  offset: number | null
  authorization: string | undefined
}

export interface FinishedUpload {
  metadata: Record<string, string | null>
  bytes: Uint8Array
}

export interface TusTestServer {
  url: string
  seen: SeenTusRequest[]
  finished: FinishedUpload[]
  /** The token uploads need; the refresh endpoint hands it out. */
  validToken: string
  /** Indexes (0-based, counted over the server's life) of PATCH requests whose connection is cut. */
  cutPatches: Set<number>
  /** Answer the last PATCH of a complete upload with this status, as the API does for bad audio. */
  refuseFinishedWith: { status: number; message: string } | null
  /** Refuse (415) a complete upload whose bytes are not the container it declared, as the API does. */
  refuseMisdeclared: boolean
  close(): Promise<void>
}

export const misdeclaredMessage = 'This file is not the audio its type says (WebM, MP4 or Ogg expected).'

export async function startTusTestServer(): Promise<TusTestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tus-test-'))
  const seen: SeenTusRequest[] = []
  const finished: FinishedUpload[] = []
  let patches = 0
  const state: Pick<TusTestServer, 'validToken' | 'cutPatches' | 'refuseFinishedWith' | 'refuseMisdeclared'> = {
    validToken: 'good-token',
    cutPatches: new Set(),
    refuseFinishedWith: null,
    refuseMisdeclared: false,
  }

  const tus = new Server({
    path: takeUploadPath,
    datastore: new FileStore({ directory }),
    async onIncomingRequest(req) {
      if (req.headers.get('authorization') !== `Bearer ${state.validToken}`) {
        throw { status_code: 401, body: JSON.stringify({ message: 'Please log in.' }) }
      }
    },
    async onUploadFinish(_req, upload) {
      if (state.refuseFinishedWith) {
        const { status, message } = state.refuseFinishedWith
        throw { status_code: status, body: JSON.stringify({ message }) }
      }
      const bytes = new Uint8Array(await readFile(path.join(directory, upload.id)))
      if (state.refuseMisdeclared && sniffAudioContainer(bytes.subarray(0, 12)) !== upload.metadata?.mime) {
        throw { status_code: 415, body: JSON.stringify({ message: misdeclaredMessage }) }
      }
      finished.push({ metadata: upload.metadata ?? {}, bytes })
      return {}
    },
  })

  const http = createServer((req, res) => {
    const offset = req.headers['upload-offset']
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      offset: offset === undefined ? null : Number(offset),
      authorization: req.headers.authorization,
    })
    if (req.method === 'POST' && req.url === usersApi.refreshToken.path) {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ user: makeUser(), token: state.validToken }))
      return
    }
    if (req.method === 'PATCH' && state.cutPatches.has(patches++)) {
      req.socket.destroy()
      return
    }
    void tus.handle(req, res)
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    seen,
    finished,
    async close() {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await rm(directory, { recursive: true, force: true })
    },
  })
}
