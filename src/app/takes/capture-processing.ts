// What the browser really did with the microphone, read back from the track: a browser may ignore
// a constraint (some keep auto gain on whatever they are asked). The studio shows it with each
// recording, and says once when the browser did not do what was asked.
export const processingNames = {
  echoCancellation: 'echo cancellation',
  noiseSuppression: 'noise suppression',
  autoGainControl: 'auto gain',
} as const

type Processing = keyof typeof processingNames

export interface CaptureReport {
  /** Each processing as the track reports it; undefined where the browser does not say. */
  processing: Record<Processing, boolean | undefined>
  sampleRate: number | undefined
  deviceId: string | undefined
  /** The microphone's name, when the browser gives it. */
  label: string
  /** The input latency the browser reports for the track, in ms; undefined where it says nothing. */
  latencyMs?: number | undefined
}

export function captureReport(track: MediaStreamTrack): CaptureReport {
  // `latency` is in the Media Capture spec, not yet in TypeScript's DOM types.
  const settings: MediaTrackSettings & { latency?: number } = track.getSettings()
  return {
    processing: {
      echoCancellation: typeof settings.echoCancellation === 'boolean' ? settings.echoCancellation : undefined,
      noiseSuppression: typeof settings.noiseSuppression === 'boolean' ? settings.noiseSuppression : undefined,
      autoGainControl: typeof settings.autoGainControl === 'boolean' ? settings.autoGainControl : undefined,
    },
    sampleRate: settings.sampleRate,
    deviceId: settings.deviceId,
    label: track.label,
    latencyMs: typeof settings.latency === 'number' ? settings.latency * 1000 : undefined,
  }
}

/** "echo cancellation off, noise suppression off, auto gain off", as the browser reported them. */
export function describeProcessing(report: CaptureReport): string {
  return (Object.keys(processingNames) as Processing[])
    .map(
      (name) =>
        `${processingNames[name]} ${report.processing[name] === undefined ? 'not reported' : report.processing[name] ? 'on' : 'off'}`,
    )
    .join(', ')
}

/** The sentence for a browser that kept on (or left off) processing against the member's choice; null when it obeyed. */
export function processingMismatch(report: CaptureReport, cleanUp: boolean): string | null {
  const disobeyed = (Object.keys(processingNames) as Processing[]).filter(
    (name) => report.processing[name] !== undefined && report.processing[name] !== cleanUp,
  )
  if (disobeyed.length === 0) return null
  const names = disobeyed.map((name) => processingNames[name]).join(', ')
  return cleanUp
    ? `This browser did not turn on its ${names}; takes are recorded without it.`
    : `This browser kept its ${names} on; takes may sound processed. Try another browser for an unprocessed recording.`
}
