// Audio measured as a voice actor's tools measure it: Debian's ffmpeg, its EBU R128 meter
// (integrated loudness, loudness range, true peak by oversampling) and astats (the highest sample
// and how many samples reach it), and ffprobe for what a player reads of the file.
import { execFile } from 'node:child_process'
import { rm, stat } from 'node:fs/promises'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs ffmpeg quietly, overwriting its output. */
export async function runFfmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-y', ...args])
}

export interface MeasuredAudio {
  integratedLufs: number
  loudnessRangeLu: number
  truePeakDbtp: number
  samplePeakDbfs: number
  /** Samples at the highest level (astats' Peak count). */
  samplesAtPeak: number
}

function figure(text: string, pattern: RegExp, what: string): number {
  const found = pattern.exec(text)
  if (!found?.[1]) throw new Error(`ffmpeg printed no ${what}:\n${text.slice(-2000)}`)
  return found[1] === '-inf' ? -Infinity : Number(found[1])
}

/** `asMono`: a two-channel file holding one voice twice (a browser's stereo take of a mono
 *  microphone) is measured as the one voice, its channels averaged; R128 would add both (+3 LU). */
export async function measureAudio(file: string, { asMono = false } = {}): Promise<MeasuredAudio> {
  const downmix = asMono && (await probeAudio(file)).channels === 2 ? 'pan=mono|c0=0.5*c0+0.5*c1,' : ''
  const { stderr } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostats',
      '-i',
      file,
      '-af',
      `${downmix}ebur128=peak=true:framelog=verbose,astats=measure_overall=Peak_count+Peak_level:measure_perchannel=none`,
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'))
  return {
    integratedLufs: figure(summary, /I:\s+(-?[\d.]+|-inf) LUFS/, 'integrated loudness'),
    loudnessRangeLu: figure(summary, /LRA:\s+(-?[\d.]+) LU/, 'loudness range'),
    truePeakDbtp: figure(summary, /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/, 'true peak'),
    samplePeakDbfs: figure(stderr, /Peak level dB: (-?[\d.]+|-inf)/, 'sample peak'),
    samplesAtPeak: figure(stderr, /Peak count: ([\d.]+)/, 'peak count'),
  }
}

export interface ProbedAudio {
  codec: string
  sampleRate: number
  channels: number
  bitRate: number
  durationSeconds: number
  format: string
}

export async function probeAudio(file: string): Promise<ProbedAudio> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration,format_name:stream=codec_name,sample_rate,channels,bit_rate',
    '-of',
    'json',
    file,
  ])
  const probed = JSON.parse(stdout) as {
    format: { duration: string; format_name: string }
    streams: Array<{ codec_name: string; sample_rate: string; channels: number; bit_rate?: string }>
  }
  const [stream] = probed.streams
  if (!stream) throw new Error(`ffprobe found no audio stream in ${file}`)
  return {
    codec: stream.codec_name,
    sampleRate: Number(stream.sample_rate),
    channels: stream.channels,
    bitRate: Number(stream.bit_rate ?? 0),
    durationSeconds: Number(probed.format.duration),
    format: probed.format.format_name,
  }
}

/** The decoded length in seconds, as a player that trims the encoder's delay plays it (a WebM from a
 *  browser's recorder states no duration). */
export async function decodedSeconds(file: string): Promise<number> {
  const raw = `${file}.f32`
  try {
    await runFfmpeg(['-i', file, '-f', 'f32le', '-ac', '1', raw])
    const { sampleRate } = await probeAudio(file)
    return (await stat(raw)).size / 4 / sampleRate
  } finally {
    await rm(raw, { force: true })
  }
}
