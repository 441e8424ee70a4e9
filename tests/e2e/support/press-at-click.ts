// Pressing Record as an actor who speaks as they press: the page listens to the studio's own open
// microphone stream (every stream it opens is kept on `window.openedMicrophones`) and presses the
// moment the click file's click sounds (tests/support/click-file.ts).
import type { BrowserContext, Page } from '@playwright/test'

declare global {
  interface Window {
    openedMicrophones?: MediaStream[]
  }
}

/** Keeps every microphone stream the context's pages open on `window.openedMicrophones`. */
export async function watchMicrophones(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      if (constraints?.audio) (window.openedMicrophones ??= []).push(stream)
      return stream
    }
  })
}

/** Presses Record the moment the click sounds in the studio's microphone, after a quiet stretch
 *  (never on a click already sounding); resolves once pressed. */
export function pressRecordAtTheClick(page: Page, clickLevel: number): Promise<void> {
  return page.evaluate(async (clickLevel) => {
    const stream = window.openedMicrophones?.at(-1)
    const button = [...document.querySelectorAll('button')].find((each) =>
      /^Record( again)?$/.test(each.textContent ?? ''),
    )
    if (!stream || !button) throw new Error('no open microphone or no Record button')
    const context = new AudioContext()
    await context.resume()
    const analyser = context.createAnalyser()
    analyser.fftSize = 256
    context.createMediaStreamSource(stream).connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    let quietReads = 0
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples)
        if (!samples.some((sample) => Math.abs(sample) > clickLevel)) return void quietReads++
        if (quietReads < 50) return
        clearInterval(timer)
        button.click()
        resolve()
      }, 1)
    })
    await context.close()
  }, clickLevel)
}
