// Real recordings, about 1.5 s each, made by each engine's own MediaRecorder and fake microphone
// (scripts/record-audio-fixtures.mjs): what a take's bytes look like in every browser we support.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { AudioContainer } from '#shared/audio-container'

export interface AudioFixture {
  name: string
  /** The engine that recorded it, and how. */
  recordedBy: string
  /** The type its MediaRecorder gave the chunks. */
  recorderType: string
  container: AudioContainer
  bytes: Uint8Array
}

const fixture = (name: string, recordedBy: string, recorderType: string, container: AudioContainer): AudioFixture => ({
  name,
  recordedBy,
  recorderType,
  container,
  bytes: new Uint8Array(readFileSync(path.resolve('tests/fixtures/audio', name))),
})

export const audioFixtures: AudioFixture[] = [
  fixture('chromium.webm', 'Chromium, audio/webm;codecs=opus asked', 'audio/webm;codecs=opus', 'audio/webm'),
  fixture('firefox.webm', 'Firefox ESR, audio/webm;codecs=opus asked', 'audio/webm;codecs=opus', 'audio/webm'),
  fixture('firefox.ogg', 'Firefox ESR, its default (what RecordRTC forced)', 'audio/ogg; codecs=opus', 'audio/ogg'),
  fixture('webkit.mp4', 'WebKitGTK, audio/mp4 asked', 'audio/mp4; codecs=mp4a', 'audio/mp4'),
]

export const fixtureNamed = (name: string): AudioFixture => {
  const found = audioFixtures.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`No audio fixture ${name}`)
  return found
}
