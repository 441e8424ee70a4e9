// The trim editor's handles never leave the take nor come closer than the server's minimum (issue
// 35, "Bad input"): each move is clamped before it is saved. jsdom has no Web Audio: the context
// here "decodes" a take made in the test (silence, with a tone where the line is spoken), and the
// waveform, its length and the span the trimmer finds ("Reset") come from the app's own code. jsdom
// does not move a range input on arrow keys either: the browser does, by the input's step, so the
// step is checked and a move of one step made as the browser reports it (a change of value).
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeTrimMinimumMs, type TakeTrim } from '#contract/takes'
import { speechSpanSettings } from '#app/audio/speech-span'
import { TakeTrimEditor } from '#app/sessions/take-trim-editor'
import { system } from '#app/variant/systems'

const rate = 48_000

/** A take of `ms` with a tone from `speechFromMs` to `speechToMs` and digital silence around it. */
function takeAudio(ms: number, speechFromMs: number, speechToMs: number) {
  const samples = new Float32Array((ms / 1000) * rate)
  for (let i = (speechFromMs / 1000) * rate; i < (speechToMs / 1000) * rate; i++)
    samples[i] = 0.5 * Math.sin((2 * Math.PI * 220 * i) / rate)
  return {
    duration: ms / 1000,
    length: samples.length,
    sampleRate: rate,
    numberOfChannels: 1,
    getChannelData: () => samples,
  } as unknown as AudioBuffer
}

async function renderEditor(audio: AudioBuffer, trim: TakeTrim | null) {
  // jsdom cannot draw: the waveform is left blank, as the editor does without a 2D context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  vi.stubGlobal(
    'OfflineAudioContext',
    class {
      decodeAudioData = async () => audio
    },
  )
  const saved: TakeTrim[] = []
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChakraProvider value={system}>
        <TakeTrimEditor
          takeId="t2"
          name="Take 2"
          trim={trim}
          load={async () => new Blob([])}
          onTrim={(points) => saved.push(points)}
        />
      </ChakraProvider>
    </QueryClientProvider>,
  )
  const start = await screen.findByRole<HTMLInputElement>('slider', { name: 'Start of Take 2' })
  const end = screen.getByRole<HTMLInputElement>('slider', { name: 'End of Take 2' })
  const moveTo = (handle: HTMLInputElement, ms: number) => fireEvent.change(handle, { target: { value: String(ms) } })
  const points = () => [Number(start.value), Number(end.value)]
  return { start, end, moveTo, points, saved }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the take trim editor', () => {
  it('moves a handle 10 ms a step, and saves each move', async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(1000, 400, 600), {
      startMs: 200,
      endMs: 800,
    })
    expect([start.step, end.step]).toEqual(['10', '10'])
    moveTo(start, 210)
    moveTo(end, 790)
    expect(points()).toEqual([210, 790])
    expect(start.getAttribute('aria-valuetext')).toBe('0.21 s')
    expect(saved).toEqual([
      { startMs: 210, endMs: 800 },
      { startMs: 210, endMs: 790 },
    ])
  })

  it(`keeps the start at least ${takeTrimMinimumMs} ms before the end, and the end as far after the start`, async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(1000, 400, 600), {
      startMs: 200,
      endMs: 800,
    })
    moveTo(start, 990)
    expect(points()).toEqual([800 - takeTrimMinimumMs, 800])
    moveTo(end, 0)
    expect(points()).toEqual([750, 750 + takeTrimMinimumMs])
    expect(saved).toEqual([
      { startMs: 750, endMs: 800 },
      { startMs: 750, endMs: 800 },
    ])
    expect(screen.getByText('Keeps 0.75 s to 0.80 s of 1.00 s')).toBeTruthy()
  })

  it('keeps both handles inside the take', async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(1000, 400, 600), {
      startMs: 200,
      endMs: 800,
    })
    expect([start.min, start.max, end.min, end.max]).toEqual(['0', '1000', '0', '1000'])
    moveTo(start, -300)
    moveTo(end, 5000)
    expect(points()).toEqual([0, 1000])
    expect(saved.at(-1)).toEqual({ startMs: 0, endMs: 1000 })
  })

  it('opens a trim that ends past the take with its end at the take’s end', async () => {
    const { points, saved } = await renderEditor(takeAudio(1000, 400, 600), { startMs: 300, endMs: 5000 })
    expect(points()).toEqual([300, 1000])
    expect(screen.getByText('Keeps 0.30 s to 1.00 s of 1.00 s')).toBeTruthy()
    expect(saved).toEqual([])
  })

  it('opens a trim that starts past the take, or after its end, inside the take and saves only points it keeps', async () => {
    const past = await renderEditor(takeAudio(1000, 400, 600), { startMs: 1500, endMs: 2000 })
    expect(past.points()).toEqual([1000 - takeTrimMinimumMs, 1000])
    past.moveTo(past.end, 990)
    expect(past.saved).toEqual([{ startMs: 950, endMs: 1000 }])
    cleanup()
    const inverted = await renderEditor(takeAudio(1000, 400, 600), { startMs: 800, endMs: 300 })
    expect(inverted.points()).toEqual([300 - takeTrimMinimumMs, 300])
    expect(screen.getByText('Keeps 0.25 s to 0.30 s of 1.00 s')).toBeTruthy()
  })

  it('keeps the whole of a take shorter than the minimum, never a point before its start', async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(30, 0, 30), null)
    moveTo(start, 20)
    moveTo(end, 0)
    expect(points()).toEqual([0, 30])
    expect(saved).toEqual([
      { startMs: 0, endMs: 30 },
      { startMs: 0, endMs: 30 },
    ])
    expect([start.value, end.value]).toEqual(['0', '30'])
  })

  it(`keeps ${takeTrimMinimumMs} ms of a take of 0.2 s however its handles are pushed`, async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(200, 50, 120), null)
    expect(points()).toEqual([0, 200])
    moveTo(start, 200)
    expect(points()).toEqual([150, 200])
    moveTo(end, 0)
    expect(points()).toEqual([150, 200])
    moveTo(start, 0)
    moveTo(end, 10)
    expect(points()).toEqual([0, 50])
    for (const { startMs, endMs } of saved) {
      expect(startMs).toBeGreaterThanOrEqual(0)
      expect(endMs).toBeLessThanOrEqual(200)
      expect(endMs - startMs).toBeGreaterThanOrEqual(takeTrimMinimumMs)
    }
  })

  it('puts the handles back on the span the trimmer found with Reset', async () => {
    const { start, end, moveTo, points, saved } = await renderEditor(takeAudio(1000, 400, 600), {
      startMs: 200,
      endMs: 800,
    })
    moveTo(start, 500)
    moveTo(end, 560)
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    // The tone from 400 to 600 ms, with the trimmer's lead before it and its tail after.
    const found = { startMs: 400 - speechSpanSettings.leadMs, endMs: 600 + speechSpanSettings.tailMs }
    expect(points()).toEqual([found.startMs, found.endMs])
    expect(saved.at(-1)).toEqual(found)
  })
})
