// Spoken phrases for the trimmer's tests and bench: espeak-ng says each, sox makes it 48 kHz mono
// float at a performance level (peak -6 dBFS), and the samples come back as a Float32Array with
// the first sample of speech found in them (the first above -50 dBFS). Made once per folder.
import { execFile } from 'node:child_process'
import { mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const fixtureRate = 48_000

/** Onsets of different kinds: a vowel, a plosive, a fricative, a nasal, a soft "h". */
export const spokenPhrases = [
  'Anna, wait for me.',
  'Put the lamp down.',
  'Six ships passed in the night.',
  'Maybe tomorrow, then.',
  'Hello? Is anyone there?',
] as const

/** Samples at or above this count as speech (about -50 dBFS). */
export const speechSampleLevel = 10 ** (-50 / 20)

export interface SpokenFixture {
  phrase: string
  samples: Float32Array
  /** The first and last sample at or above `speechSampleLevel`. */
  firstSpeechSample: number
  lastSpeechSample: number
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

export async function spokenFixture(folder: string, index: number): Promise<SpokenFixture> {
  const phrase = spokenPhrases[index]!
  await mkdir(folder, { recursive: true })
  const raw = path.join(folder, `phrase-${index}.f32`)
  if (!(await exists(raw))) {
    const spoken = path.join(folder, `phrase-${index}.wav`)
    await run('espeak-ng', ['-s', '150', '-w', spoken, phrase])
    await run('sox', [
      spoken,
      '-r',
      String(fixtureRate),
      '-c',
      '1',
      '-e',
      'floating-point',
      '-b',
      '32',
      '-t',
      'raw',
      raw,
      'gain',
      '-n',
      '-6',
    ])
  }
  const bytes = await readFile(raw)
  const samples = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  const loud = (sample: number) => Math.abs(sample) >= speechSampleLevel
  return {
    phrase,
    samples,
    firstSpeechSample: samples.findIndex(loud),
    lastSpeechSample: samples.findLastIndex(loud),
  }
}
