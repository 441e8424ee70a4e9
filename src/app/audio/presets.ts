// Where a session's audio goes, and what each place asks of the file: Apple Podcasts' loudness,
// ACX's audiobook rules, an audition's unprocessed master. Each preset says how the mixdown is
// rendered (rate, music, levelled voices) and finished (loudness, ceiling, encoding).
export type PresetId = 'podcast' | 'audiobook' | 'master'

export interface Preset {
  id: PresetId
  name: string
  /** One line: the file and the figures it meets. */
  summary: string
  sampleRate: 44_100 | 48_000
  /** Whether the music bed may go under the voices (the member chooses); a master is voices only. */
  allowsMusic: boolean
  /** Each line brought within ±1.5 LU of the session's median line. */
  levelsVoices: boolean
  fileExtension: 'mp3' | 'wav'
}

export const presets: Record<PresetId, Preset> = {
  podcast: {
    id: 'podcast',
    name: 'Podcast',
    summary: 'MP3, 128 kbps constant, 44.1 kHz: -16 LUFS, true peak at most -1 dBTP.',
    sampleRate: 44_100,
    allowsMusic: true,
    levelsVoices: true,
    fileExtension: 'mp3',
  },
  audiobook: {
    id: 'audiobook',
    name: 'Audiobook (ACX)',
    summary: 'MP3, 192 kbps constant, 44.1 kHz: RMS -23 to -18 dB, peak at most -3 dB, noise floor at most -60 dB.',
    sampleRate: 44_100,
    allowsMusic: true,
    levelsVoices: true,
    fileExtension: 'mp3',
  },
  master: {
    id: 'master',
    name: 'Audition / master',
    summary: 'WAV, 48 kHz, 24-bit: the voices only, as recorded.',
    sampleRate: 48_000,
    allowsMusic: false,
    levelsVoices: false,
    fileExtension: 'wav',
  },
}

export const presetOrder: PresetId[] = ['podcast', 'audiobook', 'master']

/** The true-peak ceilings the destinations' rules set, which the finished file itself must meet. */
export const ruleCeilingDbtp = { podcast: -1, audiobook: -3 } as const

/** The loudness and ceilings the finishing step aims at. The ceilings sit half a dB under the rules'
 *  (-1 and -3 dB): MP3 encoding adds a little to the true peak. */
export const podcastTarget = { targetLufs: -16, ceilingDbtp: -1.5 } as const
export const audiobookTarget = { rmsDbfs: -20, ceilingDbtp: -3.5 } as const
