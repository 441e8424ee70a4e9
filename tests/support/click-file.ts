// A sound for the fake microphone that tells where a take began: quiet pink noise (about -50 dBFS,
// different everywhere, so a stretch of it shows where in the file it came from) with a 4 ms click
// at a known place, looped by Chromium's fake microphone. Read back as samples, a take is placed in
// the file by cross-correlation, and its click found by level.
import { execFile } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { runFfmpeg } from './audio-measure'

export const clickFileRate = 48_000
export const clickAtSeconds = 2
const fileSeconds = 4
/** A sample above this is the click; the noise stays far below it. */
export const clickLevel = 0.1

export async function makeClickFile(folder: string): Promise<string> {
  const sox = (...args: string[]) => promisify(execFile)('sox', args)
  await mkdir(folder, { recursive: true })
  const [noise, click, file] = ['noise.wav', 'click.wav', 'noise-with-click.wav'].map((name) => path.join(folder, name))
  const format = ['-r', String(clickFileRate), '-c', '1', '-b', '16']
  await sox('-n', ...format, noise!, 'synth', String(fileSeconds), 'pinknoise', 'vol', '0.01')
  await sox('-n', ...format, click!, 'synth', '0.004', 'square', '1000', 'vol', '0.5', 'pad', String(clickAtSeconds))
  await sox('-m', noise!, click!, file!)
  return file!
}

/** A file's samples, mono at the click file's rate (a take's two identical channels averaged). */
export async function monoSamples(file: string): Promise<Float32Array> {
  const raw = `${file}.f32`
  await runFfmpeg(['-i', file, '-ac', '1', '-ar', String(clickFileRate), '-f', 'f32le', raw])
  const bytes = await readFile(raw)
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}

/** Where in `source` the `piece` starts: the lag of the highest normalised correlation between
 *  `from` and `to` (samples), with that correlation (1: the same sound). */
export function bestLag(
  source: Float32Array,
  piece: Float32Array,
  from: number,
  to: number,
): { lag: number; score: number } {
  let best = { lag: -1, score: -Infinity }
  let pieceEnergy = 0
  for (const sample of piece) pieceEnergy += sample * sample
  for (let lag = Math.max(0, from); lag <= Math.min(to, source.length - piece.length); lag++) {
    let dot = 0
    let energy = 0
    for (let index = 0; index < piece.length; index++) {
      const value = source[lag + index]!
      dot += value * piece[index]!
      energy += value * value
    }
    const score = dot / Math.sqrt(energy * pieceEnergy || 1)
    if (score > best.score) best = { lag, score }
  }
  return best
}

export interface TakeStart {
  /** Where the click is in the take, in ms from its start (-1: not in it). */
  clickInTakeMs: number
  /** How long before the click the take begins, placed in the file by its first 100 ms. */
  startBeforeClickMs: number
  /** How alike the take's start and that place in the file are (1: the same). */
  correlation: number
}

/** Where a take recorded from the click file begins, relative to a click pressed on. */
export async function placeTake(takeFile: string, clickFile: string): Promise<TakeStart> {
  const [take, source] = await Promise.all([monoSamples(takeFile), monoSamples(clickFile)])
  const clickIndex = take.findIndex((sample) => Math.abs(sample) > clickLevel)
  const click = clickAtSeconds * clickFileRate
  const { lag, score } = bestLag(source, take.subarray(0, clickFileRate / 10), click - 0.6 * clickFileRate, click)
  return {
    clickInTakeMs: clickIndex < 0 ? -1 : (clickIndex / clickFileRate) * 1000,
    startBeforeClickMs: ((click - lag) / clickFileRate) * 1000,
    correlation: score,
  }
}
