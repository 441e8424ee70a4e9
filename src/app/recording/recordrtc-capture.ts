// The browser's microphone through RecordRTC (MediaRecorder), loaded only when a recording starts so
// the app's first load does not carry it. An AnalyserNode on the same stream gives the level meter.
import type RecordRTCType from 'recordrtc'
import type { CaptureDevice, CaptureSession } from './capture-device'
import { UnsupportedRecordingError } from './capture-errors'

const audioConstraints: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 }

function levelReader(stream: MediaStream): { read: () => number; close: () => void } {
  const context = new AudioContext()
  const analyser = context.createAnalyser()
  analyser.fftSize = 1024
  context.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  return {
    read() {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      return Math.min(1, Math.sqrt(sum / samples.length))
    },
    close: () => void context.close(),
  }
}

export const recordRtcCapture: CaptureDevice = {
  async start({ mime, timeSliceMs, onChunk }): Promise<CaptureSession> {
    if (!navigator.mediaDevices?.getUserMedia) throw new UnsupportedRecordingError('getUserMedia is not available')
    const stream = await navigator.mediaDevices.getUserMedia({ audio: audioConstraints })
    const stopTracks = () => stream.getTracks().forEach((track) => track.stop())
    try {
      const { default: RecordRTC } = await import('recordrtc')
      // getNativeBlob (missing from the typings): hand over MediaRecorder's chunk, not a copy of it.
      const options: RecordRTCType.Options & { getNativeBlob: boolean } = {
        type: 'audio',
        recorderType: RecordRTC.MediaStreamRecorder,
        mimeType: mime as RecordRTCType.Options['mimeType'],
        timeSlice: timeSliceMs,
        getNativeBlob: true,
        disableLogs: true,
        ondataavailable: onChunk,
      }
      const recorder = new RecordRTC(stream, options)
      const level = levelReader(stream)
      recorder.startRecording()
      return {
        readLevel: level.read,
        stop: () =>
          new Promise<void>((resolve) => {
            recorder.stopRecording(() => {
              level.close()
              stopTracks()
              recorder.destroy()
              resolve()
            })
          }),
      }
    } catch (error) {
      stopTracks()
      throw error
    }
  },
}
