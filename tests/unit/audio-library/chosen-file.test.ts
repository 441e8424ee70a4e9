// A chosen file is named by its first bytes before a byte is sent, as the server will check it.
import { describe, expect, it } from 'vitest'
import { checkChosenFile, titleFromFileName } from '#app/audio-library/chosen-file'
import { audioLibraryLimits, audioLibraryMessages } from '#contract/audio-library'
import { fixtureNamed } from '#tests/support/audio-fixtures'

const wavHeader = () => {
  const bytes = new Uint8Array(44)
  bytes.set(new TextEncoder().encode('RIFF'), 0)
  bytes.set(new TextEncoder().encode('WAVE'), 8)
  return bytes
}

describe('a file chosen for the library', () => {
  it('is named by its bytes, whatever its name or declared type says', async () => {
    expect(await checkChosenFile(new Blob([wavHeader()], { type: 'audio/mpeg' }))).toEqual({
      ok: true,
      mime: 'audio/wav',
    })
    expect(await checkChosenFile(new Blob([fixtureNamed('chromium.webm').bytes.slice()]))).toEqual({
      ok: true,
      mime: 'audio/webm',
    })
    expect(await checkChosenFile(new Blob([fixtureNamed('webkit.mp4').bytes.slice()]))).toEqual({
      ok: true,
      mime: 'audio/mp4',
    })
    expect(await checkChosenFile(new Blob([new TextEncoder().encode('fLaC and more bytes')]))).toEqual({
      ok: true,
      mime: 'audio/flac',
    })
  })

  it('is refused when it is not audio or is too large', async () => {
    expect(await checkChosenFile(new Blob(['<html>not audio</html>'], { type: 'audio/mpeg' }))).toEqual({
      ok: false,
      message: audioLibraryMessages.notAudio,
    })
    const huge = { size: audioLibraryLimits.maxBytes + 1, slice: () => new Blob([wavHeader()]) } as unknown as Blob
    expect(await checkChosenFile(huge)).toEqual({ ok: false, message: audioLibraryMessages.tooLarge })
  })

  it('gives a title from the file name', () => {
    expect([
      titleFromFileName('rain_on_roof.mp3'),
      titleFromFileName('Take 3.final.flac'),
      titleFromFileName('no extension'),
    ]).toEqual(['rain on roof', 'Take 3.final', 'no extension'])
  })
})
