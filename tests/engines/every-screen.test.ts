// Every screen of every variant in each engine (Chromium, Firefox ESR, WebKitGTK), walked the way a
// member moves: the main site signed out and signed in, offline from the service worker, the
// podcast variant with its player, the dashboard. Steps an engine cannot do here are skipped for
// that engine only, with their reason, from support/engine-skips.ts; each engine prints its steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnServer, type OwnServer } from '../e2e/support/own-server'
import { createEvent } from './support/cast'
import { castFor } from './support/cast-for-engine'
import { engineNames, missingEngine, openEngine, type EngineName, type EnginePage } from './support/engine-page'
import { startNetworkSwitch, type NetworkSwitch } from './support/network-switch'
import { Walk } from './support/walk'
import type { Cast, WalkContext } from './support/walk-context'
import { walkAsMember } from './support/walk-member'
import { walkOffline } from './support/walk-offline'
import { walkDashboard, walkPodcast } from './support/walk-variants'
import { walkAsVisitor } from './support/walk-visitor'

let server: OwnServer
let network: NetworkSwitch
let casts: Record<EngineName, Cast>

// Every engine walks every step, WebKitGTK too since its walk found the pages its back/forward cache
// froze holding IndexedDB stores (decision 081); a step one engine cannot do here is skipped by name
// for it alone (support/engine-skips.ts).
const walkedEngines = engineNames

beforeAll(async () => {
  server = await startOwnServer({})
  network = await startNetworkSwitch(Number(new URL(server.url).port))
  const eventTitle = 'Open audition night'
  const event = { id: createEvent(server, eventTitle), title: eventTitle }
  const made = await Promise.all(
    walkedEngines.map(async (engine) => [engine, await castFor(server, engine, event)] as const),
  )
  casts = Object.fromEntries(made) as Record<EngineName, Cast>
  // Nine runs of the admin command and three MP3s: a minute on a busy two-core machine, more at worst.
}, 240_000)
afterAll(async () => {
  await network?.close()
  await server?.close()
})

describe.each(walkedEngines)('every screen in %s', (engine) => {
  const walk = new Walk(engine)
  let page: EnginePage
  const context = (): WalkContext => ({ page, walk, api: server.url, network, cast: casts[engine] })

  beforeAll(async () => {
    const missing = missingEngine(engine)
    if (missing) throw new Error(`This machine cannot run ${engine}: ${missing}`)
    page = await openEngine(engine)
  }, 60_000)
  afterAll(async () => {
    network?.restore()
    await page?.close()
    console.info(walk.report())
  })

  it('the main site signed out, then signed in: every screen, share links, messages, the profile editor', async () => {
    await walkAsVisitor(context())
    await walkAsMember(context())
  }, 240_000)

  it('offline: visited screens from the service worker, a draft kept and saved when back', async () => {
    try {
      await walkOffline(context())
    } finally {
      network.restore()
    }
  }, 120_000)

  it('the podcast variant with its player, and the dashboard variant', async () => {
    await walkPodcast(context())
    await walkDashboard(context())
  }, 120_000)

  it('every step skipped for this engine names a step of the walk', () => {
    expect(walk.unknownSkips()).toEqual([])
  })
})
