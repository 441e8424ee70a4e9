// Prints what finishing a session's audio costs and gives, on the device's code path (the audio
// modules the browser runs, here in Node without a worker): a 10-minute session of 60 lines at
// uneven levels (-34 to -14 LUFS) is measured line by line, levelled to the median line, mixed,
// and finished for the Podcast preset (finishForPreset: -16 LUFS under -1.5 dBTP, MP3 128 kbps,
// the file decoded, here by ffmpeg as the page's decoder would, and made again if it misses);
// then ffmpeg reads the file. Figures: per-line loudness in and out, the file's loudness, true peak, range and
// duration error, each step's time and the peak memory. Web Audio's decoding and rendering are
// the browser's own and are not in this figure. BENCH_SHORT=1 (or CI) makes it a 2-minute session.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { finishForPreset, type DecodeAudio } from '#app/audio/finish-for-preset'
import { levelLines } from '#app/audio/levelling'
import { measureLoudness } from '#app/audio/loudness'
import { measureAudio, probeAudio } from '../support/audio-measure'
import { speechLike } from '../unit/support/audio-signals'

const sampleRate = 44_100
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function peakMemory(): { stop: () => number } {
  let peak = 0
  const sample = () => {
    const { rss } = process.memoryUsage()
    peak = Math.max(peak, rss)
  }
  const timer = setInterval(sample, 20)
  sample()
  return { stop: () => (clearInterval(timer), sample(), peak) }
}

/** ffmpeg as the page's decoder: the MP3 back to float samples at the file's rate. */
function ffmpegDecoder(folder: string): DecodeAudio {
  return async (file) => {
    const encoded = path.join(folder, 'check.mp3')
    const decoded = path.join(folder, 'check.f32')
    await writeFile(encoded, new Uint8Array(await file.arrayBuffer()))
    await new Promise<void>((resolve, reject) =>
      execFile('ffmpeg', ['-v', 'error', '-y', '-i', encoded, '-f', 'f32le', '-ac', '1', decoded], (error) =>
        error ? reject(error) : resolve(),
      ),
    )
    const bytes = await readFile(decoded)
    return [new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)]
  }
}

export async function measureAudioFinishing(): Promise<void> {
  const minutes = process.env.BENCH_SHORT || process.env.CI ? 2 : 10
  const lineCount = minutes * 6
  const lineSeconds = (minutes * 60) / lineCount
  console.log(
    `\nFinishing a ${minutes}-minute session (${lineCount} lines) for the Podcast preset, on the device's code:`,
  )
  const lines = Array.from({ length: lineCount }, (_, index) =>
    speechLike(lineSeconds - 0.5, sampleRate, -34 + ((index * 7) % 21), index + 1),
  )
  const memory = peakMemory()
  const started = performance.now()

  const lineLufs = lines.map((line) => measureLoudness([line], sampleRate).integratedLufs)
  const { gainsDb, medianLufs } = levelLines(lineLufs)
  const measuredAt = performance.now()
  const session = new Float32Array(minutes * 60 * sampleRate)
  let at = 0
  lines.forEach((line, index) => {
    const gain = 10 ** ((gainsDb[index] ?? 0) / 20)
    for (let i = 0; i < line.length; i++) session[at + i] = line[i]! * gain
    at += Math.round(lineSeconds * sampleRate)
  })
  const levelledLufs = lines.map((_, index) => lineLufs[index]! + (gainsDb[index] ?? 0))
  const mixedAt = performance.now()
  const folder = await mkdtemp(path.join(tmpdir(), 'audio-bench-'))
  try {
    const finished = await finishForPreset('podcast', [session], sampleRate, undefined, ffmpegDecoder(folder))
    const finishedAt = performance.now()
    const peak = memory.stop()
    const spread = (values: number[]) => `${Math.min(...values).toFixed(1)} to ${Math.max(...values).toFixed(1)} LUFS`
    console.log(
      `  lines in: ${spread(lineLufs)}; median ${medianLufs.toFixed(1)}; levelled: ${spread(levelledLufs)} (window ±1.5 LU)`,
    )
    console.log(
      `  first lines, in → out: ${lineLufs
        .slice(0, 6)
        .map((lufs, index) => `${lufs.toFixed(1)} → ${levelledLufs[index]!.toFixed(1)}`)
        .join(', ')}`,
    )
    console.log(
      `  mix before: ${finished.before.integratedLufs.toFixed(1)} LUFS, true peak ${finished.before.truePeakDbtp.toFixed(1)} dBTP; ` +
        `the file as decoded: ${finished.after.integratedLufs.toFixed(1)} LUFS, ${finished.after.truePeakDbtp.toFixed(2)} dBTP; preflight ${finished.rules.map((rule) => `${rule.pass ? 'pass' : 'FAIL'} ${rule.rule} (${rule.measured})`).join('; ')}; encoded ${finished.encodes} time(s)`,
    )
    const file = path.join(folder, 'session.mp3')
    await writeFile(file, new Uint8Array(await finished.blob.arrayBuffer()))
    const [measured, probed] = await Promise.all([measureAudio(file), probeAudio(file)])
    console.log(
      `  MP3 by ffmpeg: ${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP, LRA ${measured.loudnessRangeLu} LU; ` +
        `${probed.bitRate / 1000} kbps, duration ${probed.durationSeconds.toFixed(3)} s for ${(session.length / sampleRate).toFixed(3)} s (error ${(probed.durationSeconds - session.length / sampleRate).toFixed(3)} s)`,
    )
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(2)} s`
    console.log(
      `  time: measure + level ${seconds(started, measuredAt)}, mix ${seconds(measuredAt, mixedAt)}, finish (normalise, encode, decode and check) ${seconds(mixedAt, finishedAt)}; ` +
        `total ${seconds(started, finishedAt)} (budget 20 s for 10 minutes, with the browser's render besides); peak RSS ${mb(peak)} (the session itself is ${mb(session.byteLength)})`,
    )
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureAudioFinishing()
