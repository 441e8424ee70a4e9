// The player component as a visitor uses it (positions kept in this device's history), its <audio>
// driven by hand: jsdom has the element but plays nothing, so each test says when the metadata is
// read, where playing stands and when it ends. Like a browser, a new source empties the element and
// a seek before its metadata is dropped.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EpisodeSummary, EpisodeView } from '#contract/episodes'
import type { User } from '#contract/users'
import { createAuth } from '#app/auth/auth'
import { episodeKeys } from '#app/episodes/episode-keys'
import { EpisodePlayer } from '#app/episodes/player/episode-player'
import { deviceHistory } from '#app/listening/device-history'
import { FavouriteButton } from '#app/listening/favourite-button'
import { system } from '#app/variant/systems'
import { testServerForFile } from '../support/test-server'
import { makeEpisode } from '../listening/support'
import { makeUser } from '../support/users'

const server = testServerForFile()

interface MediaState {
  paused: boolean
  ended: boolean
  readyState: number
  currentTime: number
  duration: number
}
const mediaStates = new WeakMap<HTMLMediaElement, MediaState>()
function media(element: HTMLMediaElement): MediaState {
  let state = mediaStates.get(element)
  if (!state) {
    state = { paused: true, ended: false, readyState: 0, currentTime: 0, duration: Number.NaN }
    mediaStates.set(element, state)
  }
  return state
}
const proto = HTMLMediaElement.prototype
const saved = new Map<string, PropertyDescriptor | undefined>()
const playSpy = vi.fn<(element: HTMLMediaElement) => Promise<void>>()

beforeAll(() => {
  for (const key of [
    'paused',
    'ended',
    'readyState',
    'currentTime',
    'duration',
    'play',
    'pause',
    'setAttribute',
  ] as const)
    saved.set(key, Object.getOwnPropertyDescriptor(proto, key))
  for (const key of ['paused', 'ended', 'readyState', 'duration'] as const) {
    Object.defineProperty(proto, key, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return media(this)[key]
      },
    })
  }
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return media(this).currentTime
    },
    set(this: HTMLMediaElement, seconds: number) {
      // Before the metadata there is nowhere to seek to.
      if (media(this).readyState >= 1) media(this).currentTime = seconds
    },
  })
  Object.defineProperty(proto, 'play', {
    configurable: true,
    value(this: HTMLMediaElement) {
      const state = media(this)
      state.paused = false
      state.ended = false
      this.dispatchEvent(new Event('play'))
      return playSpy(this)
    },
  })
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      if (media(this).paused) return
      media(this).paused = true
      this.dispatchEvent(new Event('pause'))
    },
  })
  Object.defineProperty(proto, 'setAttribute', {
    configurable: true,
    value(this: HTMLMediaElement, name: string, value: string) {
      // A new source empties the element (the media element load algorithm).
      if (name === 'src' && value !== this.getAttribute('src'))
        Object.assign(media(this), { paused: true, ended: false, readyState: 0, currentTime: 0, duration: Number.NaN })
      Element.prototype.setAttribute.call(this, name, value)
    },
  })
})

afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(proto, key, descriptor)
    else Reflect.deleteProperty(proto, key)
  }
})

afterEach(async () => {
  playSpy.mockReset()
  for (const entry of await deviceHistory().all()) await deviceHistory().remove(entry.episode.id)
})

const audio = () => document.querySelector('audio') as HTMLAudioElement
const emit = (type: string) => act(() => void audio().dispatchEvent(new Event(type)))
const readMetadata = (seconds: number) => {
  Object.assign(media(audio()), { readyState: 1, duration: seconds })
  return emit('loadedmetadata')
}
const playTo = (seconds: number) => {
  media(audio()).currentTime = seconds
  return emit('timeupdate')
}
const end = async () => {
  Object.assign(media(audio()), { currentTime: media(audio()).duration, paused: true, ended: true })
  await emit('pause')
  await emit('ended')
}
const nowPlaying = () => screen.getByTestId('now-playing').textContent

/** The player in a page that keeps its index as the playlist screen does; `setQueue` plays the part
 *  of a reorder or a removal arriving while it plays. */
async function renderPlayer(
  initial: EpisodeSummary[],
  {
    autoPlay = true,
    user = null as User | null,
    views = [] as EpisodeView[],
    favourite = null as EpisodeView | null,
  } = {},
) {
  server.answer((request) => {
    if (request.method === 'PUT' && request.path.startsWith('/api/listens/')) return { status: 204 }
    const view = views.find((entry) => request.path === `/api/episodes/${entry.linkId}`)
    return view ? { status: 200, body: view } : { status: 404, body: { message: 'Not here.' } }
  })
  let setQueue: (queue: EpisodeSummary[]) => void = () => undefined
  function Page() {
    const [queue, set] = useState(initial)
    const [index, setIndex] = useState(0)
    setQueue = set
    return (
      <>
        <EpisodePlayer queue={queue} startIndex={index} autoPlay={autoPlay} onIndexChange={setIndex} />
        <output data-testid="index">{index}</output>
        {favourite && <FavouriteButton episode={favourite} />}
      </>
    )
  }
  const auth = createAuth({ storage: localStorage, baseUrl: server.url })
  if (user) auth.store.set({ user, token: 'token' })
  const router = createRouter({
    routeTree: createRootRoute({ component: Page, staticData: { rules: {} } }),
    context: { variant: 'podcast', auth },
    history: createMemoryHistory(),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const view of views) queryClient.setQueryData(episodeKeys.view(view.linkId), view)
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  )
  await screen.findByTestId('now-playing')
  return { setQueue: (queue: EpisodeSummary[]) => act(() => setQueue(queue)), unmount: view.unmount }
}

const first = makeEpisode({
  id: 'p1',
  linkId: 'link-p1',
  title: 'First',
  durationMs: 600_000,
  audioUrl: '/api/episode-audio/p1.mp3',
})
const second = makeEpisode({
  id: 'p2',
  linkId: 'link-p2',
  title: 'Second',
  durationMs: 300_000,
  audioUrl: '/api/episode-audio/p2.mp3',
})
const third = makeEpisode({
  id: 'p3',
  linkId: 'link-p3',
  title: 'Third',
  durationMs: 200_000,
  audioUrl: '/api/episode-audio/p3.mp3',
})

const viewOf = (episode: EpisodeSummary, positionMs: number | null, more: Partial<EpisodeView> = {}): EpisodeView => ({
  ...episode,
  transcript: null,
  chapters: null,
  sessionId: null,
  viewer: { canEdit: false, canApprove: false, favourite: false, positionMs },
  ...more,
})

/** Waits until the player has read this device's history (nothing is kept before). */
async function resumed(at: number) {
  await waitFor(() => expect(media(audio()).currentTime).toBe(at))
}

describe('the episode player', () => {
  it('keeps an episode that ended as heard to the end when the next one starts', async () => {
    playSpy.mockResolvedValue(undefined)
    await renderPlayer([first, second])
    await readMetadata(600)
    await resumed(0)
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1))
    await playTo(598)
    await end()
    expect(nowPlaying()).toBe('Second')
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(2))
    await waitFor(async () =>
      expect(await deviceHistory().get('p1')).toMatchObject({ positionMs: 600_000, finished: true }),
    )
    // The second one starting (and playing on) writes nothing over it.
    await readMetadata(300)
    await playTo(1)
    await emit('pause')
    await waitFor(async () => expect(await deviceHistory().get('p2')).toMatchObject({ positionMs: 1000 }))
    expect(await deviceHistory().get('p1')).toMatchObject({ positionMs: 600_000, finished: true })
  })

  it('resumes the next episode once its own metadata is read, and keeps nothing for it before', async () => {
    playSpy.mockResolvedValue(undefined)
    await deviceHistory().put({
      episode: second,
      positionMs: 120_000,
      finished: false,
      listenedAt: '2026-01-02T10:00:00.000Z',
    })
    await renderPlayer([first, second])
    await readMetadata(600)
    await resumed(0)
    await playTo(599)
    await end()
    expect(nowPlaying()).toBe('Second')
    // The player has read where the listener stopped (a read after its own), but the new source has
    // no metadata yet: its time, seek and pause events save nothing, and the resume waits for it.
    await act(() => deviceHistory().get('p2'))
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    await emit('timeupdate')
    await emit('seeked')
    await emit('pause')
    await readMetadata(300)
    await resumed(120)
    expect(await deviceHistory().get('p2')).toMatchObject({ positionMs: 120_000, finished: false })
  })

  it('for a member whose next position is already known, still waits for the next source’s metadata', async () => {
    playSpy.mockResolvedValue(undefined)
    await renderPlayer([first, second], { user: makeUser(), views: [viewOf(first, null), viewOf(second, 120_000)] })
    await readMetadata(600)
    await resumed(0)
    await playTo(599)
    await end()
    expect(nowPlaying()).toBe('Second')
    await emit('timeupdate')
    await emit('pause')
    await readMetadata(300)
    await resumed(120)
    await playTo(130)
    await emit('pause')
    await waitFor(() => expect(server.seen.some((request) => request.path === '/api/listens/p2')).toBe(true))
    const kept = server.seen
      .filter((request) => request.method === 'PUT')
      .map((request) => [request.path, (request.body as { positionMs: number; finished: boolean }).positionMs])
    // Nothing at 0 s for the second episode (its start came before its resume), and the first kept as heard.
    expect(kept.filter(([path]) => path === '/api/listens/p2')).toEqual([['/api/listens/p2', 130_000]])
    expect(kept.filter(([path]) => path === '/api/listens/p1').at(-1)).toEqual(['/api/listens/p1', 600_000])
  })

  it('follows the episode playing, not its place, when the queue is reordered or it is removed', async () => {
    playSpy.mockResolvedValue(undefined)
    const { setQueue } = await renderPlayer([first, second, third])
    await readMetadata(600)
    await setQueue([second, third, first])
    expect(nowPlaying()).toBe('First')
    expect(audio().getAttribute('src')).toBe(first.audioUrl)
    expect(screen.getByText('Episode 3 of 3')).toBeTruthy()
    expect(screen.getByTestId('index').textContent).toBe('2')
    expect(screen.queryByRole('button', { name: 'Next episode' })).toBeNull()
    await setQueue([second, third])
    expect(nowPlaying()).toBe('Third')
    expect(screen.getByTestId('index').textContent).toBe('1')
  })

  it('moves to the next episode without playing it when paused', async () => {
    playSpy.mockResolvedValue(undefined)
    await renderPlayer([first, second])
    await readMetadata(600)
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1))
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }))
    playSpy.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'Next episode' }))
    expect(nowPlaying()).toBe('Second')
    await waitFor(() => expect(screen.getByTestId('index').textContent).toBe('1'))
    expect(playSpy).not.toHaveBeenCalled()
    expect(media(audio()).paused).toBe(true)
  })

  it('keeps where it stood when the page is left while playing, or hidden', async () => {
    playSpy.mockResolvedValue(undefined)
    const { unmount } = await renderPlayer([first])
    await readMetadata(600)
    await resumed(0)
    await playTo(75)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    Reflect.deleteProperty(document, 'visibilityState')
    await waitFor(async () => expect(await deviceHistory().get('p1')).toMatchObject({ positionMs: 75_000 }))
    await playTo(95)
    unmount()
    await waitFor(async () => expect(await deviceHistory().get('p1')).toMatchObject({ positionMs: 95_000 }))
  })

  it('says when the audio cannot be played, and why when offline', async () => {
    playSpy.mockRejectedValue(new DOMException('No supported source.', 'NotSupportedError'))
    await renderPlayer([first])
    const player = screen.getByRole('region', { name: 'Player' })
    expect((await within(player).findByRole('alert')).textContent).toContain('This episode cannot be played.')
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await emit('error')
      expect(within(player).getByRole('alert').textContent).toContain(
        'This episode is not on this device. Connect to play it, or download it first.',
      )
    } finally {
      online.mockRestore()
    }
  })

  it('shows the episode on the lock screen once, however often it re-renders, pauses or plays', async () => {
    const shown: string[] = []
    const handlers = new Map<string, unknown>()
    Object.defineProperty(navigator, 'mediaSession', {
      configurable: true,
      value: {
        metadata: null,
        playbackState: 'none',
        setActionHandler: (action: string, handler: unknown) => handlers.set(action, handler),
        setPositionState: () => undefined,
      },
    })
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: { title: string }) {
          shown.push(init.title)
        }
      },
    )
    try {
      playSpy.mockResolvedValue(undefined)
      const { setQueue } = await renderPlayer([first, second])
      await readMetadata(600)
      await setQueue([{ ...first }, { ...second }])
      await emit('pause')
      await emit('play')
      await playTo(12)
      expect(shown).toEqual(['First'])
      expect(handlers.get('nexttrack')).toBeTypeOf('function')
      await act(() => (handlers.get('nexttrack') as () => void)())
      expect(nowPlaying()).toBe('Second')
      expect(shown).toEqual(['First', 'Second'])
    } finally {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(navigator, 'mediaSession')
    }
  })

  it('names each transcript line by what it says and where it plays from', async () => {
    const transcript = [
      { lineId: 'l1', speaker: 'ANNA', text: 'Is the lamp lit?', start: 1, end: 3 },
      { lineId: 'l2', speaker: '', text: 'Waves break.', start: 63.4, end: 65 },
    ]
    await renderPlayer([first], { autoPlay: false, views: [viewOf(first, null, { transcript })] })
    const lines = within(await screen.findByRole('region', { name: 'Transcript' })).getAllByRole('button')
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'ANNA: Is the lamp lit? — Play from 0:01',
      'Waves break. — Play from 1:03',
    ])
    expect(screen.getByRole('button', { name: 'Waves break. — Play from 1:03' })).toBeTruthy()
  })

  it('offers a member “Favourite” or “Remove from favourites”, a label that is not also a pressed state', async () => {
    const member = makeUser()
    await renderPlayer([first], {
      autoPlay: false,
      user: member,
      favourite: viewOf(first, null, {
        viewer: { canEdit: false, canApprove: false, favourite: true, positionMs: null },
      }),
    })
    const button = screen.getByRole('button', { name: 'Remove from favourites' })
    expect(button.hasAttribute('aria-pressed')).toBe(false)
  })

  it('names the position slider with a visible label', async () => {
    await renderPlayer([first], { autoPlay: false })
    expect(screen.getByText('Position', { selector: 'label' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Position' })).toBeTruthy()
  })
})
