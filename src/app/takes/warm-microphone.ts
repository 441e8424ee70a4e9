// The microphone held open while the studio is open (issue 38): a press of Record starts the take
// from audio already flowing instead of asking the browser for the microphone again (270–900 ms on
// each press, measured). Opened ahead of a press only where the permission is already granted, so
// the studio never prompts on opening; released when the studio is left or hidden, so the
// browser's indicator tells the truth. The recorder's code is loaded with it, and the lead-in line
// (lead-in.ts) is built with each stream, so it is full of the last 300 ms when Record is pressed.
import { openLeadIn, type LeadInLine } from './lead-in'
import { loadRecordRtc } from './recordrtc-module'

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>

export interface WarmMicrophone {
  /** The open stream for `constraints`, opened now when there is none (or it ended, or the
   *  constraints changed): getUserMedia's prompt where the permission is not held. */
  stream(constraints: MediaTrackConstraints): Promise<MediaStream>
  /** Opens the stream ahead of a press where the browser says the permission holds, or reopens it
   *  for new constraints; else nothing. */
  warmUp(constraints: MediaTrackConstraints): Promise<void>
  /** Stops its tracks; the next `stream` opens them again. */
  release(): void
  /** The stream is open now (for tests and the studio's state). */
  isOpen(): boolean
  /** The open stream's lead-in line; null while none is open or where the engine cannot build one. */
  leadIn(): LeadInLine | null
  /** The stream for `constraints` if it is open and live now, with its line: a take starts from it
   *  without waiting for anything. Null otherwise (`stream` opens it). */
  ready(constraints: MediaTrackConstraints): { stream: MediaStream; line: LeadInLine | null } | null
}

interface Held {
  key: string
  stream: Promise<MediaStream>
  /** The stream once it opened. */
  opened: MediaStream | null
  line: LeadInLine | null
}

const isLive = (stream: MediaStream) => stream.getAudioTracks().some((track) => track.readyState === 'live')

/** Whether the browser says the microphone may be opened without a prompt. Engines that cannot be
 *  asked (Firefox throws on 'microphone') say no: their stream stays open after the first take. */
export async function microphoneGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName })
    return status?.state === 'granted'
  } catch {
    return false
  }
}

export function createWarmMicrophone({
  getUserMedia = (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  granted = microphoneGranted,
  loadRecorder = loadRecordRtc,
  openLine = openLeadIn,
}: {
  getUserMedia?: GetUserMedia
  granted?: () => Promise<boolean>
  loadRecorder?: () => Promise<unknown>
  openLine?: (stream: MediaStream) => LeadInLine | null
} = {}): WarmMicrophone {
  let held: Held | null = null
  let open = false
  // Counts releases: a stream that arrives after one is stopped by it and not counted as open.
  let generation = 0

  const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop())

  function release(): void {
    generation++
    const stream = held?.stream
    held?.line?.close()
    held = null
    open = false
    void stream?.then(stopTracks, () => undefined)
  }

  async function stream(constraints: MediaTrackConstraints): Promise<MediaStream> {
    const key = JSON.stringify(constraints)
    if (held?.key === key) {
      const current = await held.stream.catch(() => null)
      if (current && isLive(current)) return current
    }
    release()
    const mine = ++generation
    const opening = getUserMedia({ audio: constraints })
    const entry: Held = { key, stream: opening, opened: null, line: null }
    held = entry
    void loadRecorder().catch(() => undefined)
    try {
      const opened = await opening
      // Released meanwhile (the studio was left): release() has stopped it, nothing is held.
      if (mine === generation) {
        open = true
        entry.opened = opened
        entry.line = openLine(opened)
      }
      return opened
    } catch (error) {
      if (mine === generation) held = null
      throw error
    }
  }

  return {
    stream,
    async warmUp(constraints) {
      // Open already: the permission evidently holds (new constraints reopen it).
      if (!open && !(await granted())) return
      await stream(constraints).catch(() => undefined)
    },
    release,
    isOpen: () => open,
    leadIn: () => (open ? (held?.line ?? null) : null),
    ready(constraints) {
      const opened = open && held?.key === JSON.stringify(constraints) ? held.opened : null
      return opened && isLive(opened) ? { stream: opened, line: held?.line ?? null } : null
    },
  }
}
