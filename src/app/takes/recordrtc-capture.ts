// The browser's microphone through RecordRTC (MediaRecorder), loaded only when the studio opens the
// microphone or a recording starts, so the app's first load does not carry it. The voice is asked for unprocessed (capture-settings.ts)
// and encoded at a master's bitrate; an AnalyserNode on the same stream gives the peak meter.
// Given a warm microphone (the studio's), a take records from its open stream and leaves it open,
// through its lead-in line where sound flows in it (lead-in.ts): the take then begins 300 ms before
// the press, and stopping waits 300 ms for the sound up to the press of Stop to come through.
import type RecordRTCType from 'recordrtc'
import type { CaptureDevice, CaptureOptions, CaptureSession } from './capture-device'
import { UnsupportedRecordingError } from './capture-errors'
import { analyserPeak } from './analyser-peak'
import { captureReport } from './capture-processing'
import { audioConstraints, captureSettings } from './capture-settings'
import { leadInMs, type LeadInLine } from './lead-in'
import { loadedRecordRtc, loadRecordRtc, type RecordRtc } from './recordrtc-module'
import type { WarmMicrophone } from './warm-microphone'

/** Opus at 160 kbit/s a channel (AAC where the engine records MP4): transparent for a voice master. */
export const bitsPerSecondPerChannel = 160_000

/**
 * The encoder's bitrate for the channels the track really has. Mono is asked for, but some devices
 * stay stereo (Chromium's fake microphone; an audio interface with a microphone on one input): both
 * channels are kept, not mixed blindly (that would halve a voice on one input), each at a master's rate.
 */
export function recordingBitsPerSecond(track: MediaStreamTrack | undefined): number {
  const channels = track?.getSettings().channelCount
  return bitsPerSecondPerChannel * (typeof channels === 'number' && channels > 1 ? Math.min(channels, 2) : 1)
}

function peakReader(stream: MediaStream): { read: () => number; close: () => void } {
  const context = new AudioContext()
  return {
    read: analyserPeak(context, context.createMediaStreamSource(stream)),
    close: () => void context.close(),
  }
}

/** The browser's MediaRecorder inside RecordRTC's MediaStreamRecorder (not in the typings). */
function nativeRecorder(recorder: RecordRTCType): MediaRecorder | undefined {
  const inner = recorder.getInternalRecorder() as { getInternalRecorder?: () => unknown } | undefined
  const native = inner?.getInternalRecorder?.()
  return typeof MediaRecorder !== 'undefined' && native instanceof MediaRecorder ? native : undefined
}

/** Resolves on the recorder's `stop` event, or after 5 s should a browser never fire it. */
function stopEvent(native: MediaRecorder): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 5000)
    native.addEventListener(
      'stop',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

export function createRecordRtcCapture(microphone?: WarmMicrophone): CaptureDevice {
  return { start: (options) => startCapture(options, microphone) }
}

export const recordRtcCapture: CaptureDevice = createRecordRtcCapture()

/** Starts the take. Where the studio's microphone is open, its lead-in flowing and RecordRTC loaded,
 *  the recorder starts before the first `await`, within the press itself: awaiting anything first
 *  would let the re-render the press set off (hundreds of ms on a slow phone) run before it (issue 38). */
async function startCapture(options: CaptureOptions, microphone: WarmMicrophone | undefined): Promise<CaptureSession> {
  const constraints = options.constraints ?? audioConstraints(captureSettings.get())
  const warm = microphone?.ready(constraints)
  const RecordRTC = loadedRecordRtc()
  if (warm && RecordRTC && (!warm.line || warm.line.isFlowing()))
    return record(RecordRTC, warm.stream, warm.line, options, () => undefined)
  return openAndStart(options, constraints, microphone)
}

async function openAndStart(
  options: CaptureOptions,
  constraints: MediaTrackConstraints,
  microphone: WarmMicrophone | undefined,
): Promise<CaptureSession> {
  if (!navigator.mediaDevices?.getUserMedia) throw new UnsupportedRecordingError('getUserMedia is not available')
  const stream = microphone
    ? await microphone.stream(constraints)
    : await navigator.mediaDevices.getUserMedia({ audio: constraints })
  // A warm microphone stays open for the next take; its owner releases it.
  const stopTracks = () => {
    if (!microphone) stream.getTracks().forEach((track) => track.stop())
  }
  try {
    const line = microphone?.leadIn() ?? null
    const leadIn = line && (await line.flowing()) ? line : null
    return record(await loadRecordRtc(), stream, leadIn, options, stopTracks)
  } catch (error) {
    stopTracks()
    throw error
  }
}

/** Records `stream`, through `leadIn` where given. */
function record(
  RecordRTC: RecordRtc,
  stream: MediaStream,
  leadIn: LeadInLine | null,
  { mime, timeSliceMs, onChunk }: CaptureOptions,
  stopTracks: () => void,
): CaptureSession {
  const [track] = stream.getAudioTracks()
  // getNativeBlob (missing from the typings): hand over MediaRecorder's chunk, not a copy of it.
  const options: RecordRTCType.Options & { getNativeBlob: boolean } = {
    // Not 'audio': with type 'audio', RecordRTC's MediaStreamRecorder swaps any requested mime
    // for audio/ogg wherever navigator.mozGetUserMedia exists (Firefox), though Firefox records
    // the WebM asked for. The stream holds only audio, so nothing else depends on the type.
    type: 'video',
    recorderType: RecordRTC.MediaStreamRecorder,
    mimeType: mime as RecordRTCType.Options['mimeType'],
    timeSlice: timeSliceMs,
    audioBitsPerSecond: recordingBitsPerSecond(track),
    getNativeBlob: true,
    disableLogs: true,
    ondataavailable: onChunk,
  }
  const recorder = new RecordRTC(leadIn?.stream ?? stream, options)
  const peak = leadIn ? { read: leadIn.readPeak, close: () => undefined } : peakReader(stream)
  recorder.startRecording()
  return {
    readPeak: peak.read,
    report: track ? captureReport(track) : null,
    leadInMs: leadIn ? leadInMs : 0,
    stop: async () => {
      // What was said up to the press of Stop is still in the line.
      if (leadIn) await new Promise((resolve) => setTimeout(resolve, leadInMs))
      // RecordRTC calls back on a 100 ms timer, not when MediaRecorder hands over its last chunk
      // (a slow phone can take longer): wait for the native `stop`, which follows the last chunk.
      const native = nativeRecorder(recorder)
      const lastChunk = native && native.state !== 'inactive' ? stopEvent(native) : Promise.resolve()
      // The typings miss the callback's argument: an object URL of the whole take, freed below.
      const stopRecording = recorder.stopRecording.bind(recorder) as (callback: (url?: string) => void) => void
      const wholeTakeUrl = await new Promise<string | undefined>((resolve) => stopRecording(resolve))
      await lastChunk
      if (wholeTakeUrl) URL.revokeObjectURL(wholeTakeUrl)
      peak.close()
      stopTracks()
      recorder.destroy()
    },
  }
}
