// A voice of known loudness for the browsers' fake microphones: espeak-ng speaks a few sentences,
// sox makes them 48 kHz mono 16-bit with faint room tone under them, and the gain is set from
// ffmpeg's own measurement so the file reads `targetLufs` integrated. `clipping` instead drives it
// 12 dB into full scale, as a microphone with its gain far too high would.
import { execFile } from 'node:child_process'
import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { measureAudio, type MeasuredAudio } from './audio-measure'

const run = promisify(execFile)

const sentences =
  'The lighthouse keeper climbed the stairs at dusk. Every night the lamp must burn, he said, for the ships that pass in the dark. ' +
  'Anna listened, and wrote it all down.'

export interface VoiceFile {
  file: string
  measured: MeasuredAudio
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

export async function makeVoiceFile(folder: string, { targetLufs = -23, clipping = false } = {}): Promise<VoiceFile> {
  await mkdir(folder, { recursive: true })
  const name = clipping ? 'voice-clipping.wav' : `voice${targetLufs}.wav`
  const file = path.join(folder, name)
  if (!(await exists(file))) {
    const [spoken, voice, roomTone, levelled] = ['spoken', 'voice', 'room', 'levelled'].map((part) =>
      path.join(folder, `${name}.${part}.wav`),
    ) as [string, string, string, string]
    await run('espeak-ng', ['-s', '150', '-w', spoken, sentences])
    await run('sox', [spoken, '-r', '48000', '-c', '1', '-b', '16', voice])
    // Brown-noise room tone at about -70 dBFS under the voice, as a quiet room has.
    await run('sox', [
      '-n',
      '-r',
      '48000',
      '-c',
      '1',
      '-b',
      '16',
      roomTone,
      'synth',
      '11',
      'brownnoise',
      'vol',
      '0.0003',
    ])
    await run('sox', ['-m', voice, roomTone, levelled, 'trim', '0', '11'])
    const first = await measureAudio(levelled)
    const gain = clipping ? 12 - first.samplePeakDbfs : targetLufs - first.integratedLufs
    // -G would guard against clipping; the clipping file wants it, the others stay well under.
    await run('sox', [levelled, file, 'gain', gain.toFixed(2)])
    await Promise.all([spoken, voice, roomTone, levelled].map((part) => rm(part)))
  }
  return { file, measured: await measureAudio(file) }
}
