// "Compare" switches between two takes at the same point (issue 35 point 4): the real module in
// Chromium's Web Audio, rendered offline with a switch at 1 s. The takes are two ramps, rising and
// falling, so every sample says where in its take it is: after the switch the other take goes on from
// the same place, not from its start; the time until it is heard is printed.
import { expect } from '@playwright/test'
import { test } from './support/test'
import type { startComparing } from '#app/sessions/playback/take-compare'
import { loadModuleInPage } from './support/module-in-page'

const rate = 48_000
const switchAt = 1
/** `startComparing` starts both takes 20 ms after it is called. */
const startedAt = 0.02
const takeSeconds = 1.9

interface Rendered {
  samples: number[]
}

test('Compare switches to the other take at the same point, heard within 50 ms', async ({ page }) => {
  await loadModuleInPage(page, 'src/app/sessions/playback/take-compare.ts', 'takeCompare')
  const { samples } = await page.evaluate(
    async ({ rate, switchAt, takeSeconds }): Promise<Rendered> => {
      const { startComparing: compare } = (
        window as unknown as { takeCompare: { startComparing: typeof startComparing } }
      ).takeCompare
      const context = new OfflineAudioContext(1, rate * 2, rate)
      const ramp = (sign: number) => {
        const buffer = context.createBuffer(1, rate * takeSeconds, rate)
        const data = buffer.getChannelData(0)
        for (let i = 0; i < data.length; i++) data[i] = (sign * 0.5 * i) / data.length
        return buffer
      }
      const comparison = compare(context, ramp(1), ramp(-1), () => {})
      void context.suspend(switchAt).then(() => {
        comparison.switchSides()
        return context.resume()
      })
      return { samples: Array.from((await context.startRendering()).getChannelData(0)) }
    },
    { rate, switchAt, takeSeconds },
  )

  const length = rate * takeSeconds
  const inTake = (index: number) => index - startedAt * rate
  const first = (index: number) => (0.5 * inTake(index)) / length
  const second = (index: number) => -first(index)
  const at = (seconds: number) => Math.round(seconds * rate)

  // Before the switch: the first take, where it is.
  expect(samples[at(0.5)]).toBeCloseTo(first(at(0.5)), 4)
  // After it: the second take at the same point (had it started again, it would read about -0.05).
  expect(samples[at(1.2)]).toBeCloseTo(second(at(1.2)), 4)
  expect(samples[at(1.8)]).toBeCloseTo(second(at(1.8)), 4)

  const heardAt = samples.findIndex(
    (sample, index) =>
      index >= at(switchAt) && Math.abs(sample - second(index)) < 0.01 * Math.abs(first(index) - second(index)),
  )
  const switchMs = ((heardAt - at(switchAt)) / rate) * 1000
  console.log(`Compare: the other take is 99% of what is heard ${switchMs.toFixed(1)} ms after the switch`)
  expect(heardAt).toBeGreaterThan(0)
  expect(switchMs).toBeLessThanOrEqual(50)
})
