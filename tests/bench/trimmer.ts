// Prints how close the trimmer (src/app/audio/speech-span.ts) puts a take's start to the speech it
// finds: over tone bursts and spoken phrases (espeak-ng) after 1.2 s of silence, in a silent room
// and under room noise at -65 dBFS, the lead it keeps before the first sample of speech (the aim is
// 150 ms; the tests hold it within 50–200 ms), the tail after the last, and the time per minute of
// audio. Figures only.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { findSpeechSpan } from '#app/audio/speech-span'
import { join, silence, sine, withNoise } from '../unit/support/audio-signals'
import { fixtureRate as rate, spokenFixture, spokenPhrases } from '../support/speech-fixtures'

interface Case {
  name: string
  samples: Float32Array
  firstSpeech: number
  lastSpeech: number
}

const ms = (samples: number) => (samples / rate) * 1000
/** A 440 Hz tone at -20 dBFS RMS (its peak -17 dBFS). */
const tone = (seconds: number) => sine({ dbfs: -17, seconds, sampleRate: rate, frequency: 440 })

async function cases(): Promise<Case[]> {
  const lead = silence(1.2, rate)
  const tail = silence(0.8, rate)
  const clean: Case[] = [
    {
      name: 'tone',
      samples: join(lead, tone(1), tail),
      firstSpeech: lead.length,
      lastSpeech: lead.length + rate - 1,
    },
  ]
  const folder = path.join(tmpdir(), 'voice-acting-speech-fixtures')
  for (const [index] of spokenPhrases.entries()) {
    const spoken = await spokenFixture(folder, index)
    clean.push({
      name: spoken.phrase,
      samples: join(lead, spoken.samples, tail),
      firstSpeech: lead.length + spoken.firstSpeechSample,
      lastSpeech: lead.length + spoken.lastSpeechSample,
    })
  }
  return [
    ...clean,
    ...clean.map((c, seed) => ({
      ...c,
      name: `${c.name} (noise -65 dBFS)`,
      samples: withNoise(c.samples, rate, -65, seed + 1),
    })),
  ]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export async function measureTrimmer(): Promise<void> {
  const leads: number[] = []
  const tails: number[] = []
  let audioMs = 0
  const started = performance.now()
  for (const take of await cases()) {
    const span = findSpeechSpan(take.samples, rate)
    audioMs += ms(take.samples.length)
    leads.push(ms(take.firstSpeech) - span.startMs)
    tails.push(span.endMs - ms(take.lastSpeech))
  }
  const msPerMinute = ((performance.now() - started) / audioMs) * 60_000
  const worst = (values: number[], aim: number) => Math.max(...values.map((value) => Math.abs(value - aim)))
  console.log(
    `\nTrimmer over ${leads.length} takes (a tone and ${spokenPhrases.length} spoken phrases, silent and at -65 dBFS room noise):`,
  )
  console.log(
    `  lead kept before speech: median ${median(leads).toFixed(0)} ms, range ${Math.min(...leads).toFixed(0)}–${Math.max(...leads).toFixed(0)} ms (aim 150; worst error ${worst(leads, 150).toFixed(0)} ms)`,
  )
  console.log(
    `  tail kept after speech:  median ${median(tails).toFixed(0)} ms, range ${Math.min(...tails).toFixed(0)}–${Math.max(...tails).toFixed(0)} ms (aim 250; worst error ${worst(tails, 250).toFixed(0)} ms)`,
  )
  console.log(`  speed: ${msPerMinute.toFixed(1)} ms per minute of 48 kHz audio (this machine, one core)`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureTrimmer()
