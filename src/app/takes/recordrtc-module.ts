// RecordRTC's code, loaded once (its own chunk, kept out of the app's first load). Once loaded it is
// at hand without an `await`, so a warm studio starts a take within the press itself.
import type RecordRTCType from 'recordrtc'

export type RecordRtc = typeof RecordRTCType

let loaded: RecordRtc | null = null
let loading: Promise<RecordRtc> | null = null

export function loadRecordRtc(): Promise<RecordRtc> {
  loading ??= import('recordrtc').then(
    ({ default: module }) => (loaded = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** RecordRTC where it has loaded; null before. */
export const loadedRecordRtc = (): RecordRtc | null => loaded
