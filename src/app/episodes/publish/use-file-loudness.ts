// The loudness check of the chosen episode file: measured as soon as it is chosen, and normalised on
// request. Each state is kept with the file it belongs to, so a new file starts again at "measuring"
// and an answer for a file no longer chosen is never shown.
import { useEffect, useState } from 'react'
import { errorText } from '#shared/error-text'
import type { PreflightRule } from '#app/audio/preflight'
import { uploadableMime } from './file-audio'
import { measureFileLoudness, normaliseFileForPodcast, tooLongToMeasureText } from './file-loudness'

export const unmeasurableText =
  'This browser could not measure the file’s loudness. It can still be published as it is.'

export type FileLoudnessState =
  | { status: 'none' }
  | { status: 'measuring' }
  | { status: 'measured'; rules: PreflightRule[] }
  | { status: 'normalising'; rules: PreflightRule[]; percent: number }
  | { status: 'normalised'; rules: PreflightRule[]; blob: Blob }
  | { status: 'failed'; message: string; rules?: PreflightRule[] }

/** Why the file was not measured: an MP3 or M4A goes up as it is even where this browser cannot decode it. */
const unmeasuredBecause = (file: File, error: unknown) =>
  uploadableMime(file) && errorText(error) !== tooLongToMeasureText ? unmeasurableText : errorText(error)

export function useFileLoudness(file: File | null) {
  const [kept, setKept] = useState<{ file: File; state: FileLoudnessState } | null>(null)
  const state: FileLoudnessState = !file
    ? { status: 'none' }
    : kept?.file === file
      ? kept.state
      : { status: 'measuring' }

  useEffect(() => {
    if (!file) return
    let chosen = true
    measureFileLoudness(file).then(
      ({ rules }) => chosen && setKept({ file, state: { status: 'measured', rules } }),
      (error: unknown) =>
        chosen && setKept({ file, state: { status: 'failed', message: unmeasuredBecause(file, error) } }),
    )
    return () => {
      chosen = false
    }
  }, [file])

  const normalise = async () => {
    if (!file || state.status !== 'measured') return
    const measured = state.rules
    const update = (next: FileLoudnessState) =>
      setKept((current) => (current?.file === file ? { file, state: next } : current))
    update({ status: 'normalising', rules: measured, percent: 0 })
    try {
      const finished = await normaliseFileForPodcast(file, (percent) =>
        update({ status: 'normalising', rules: measured, percent }),
      )
      update({ status: 'normalised', rules: finished.rules, blob: finished.blob })
    } catch (error) {
      update({ status: 'failed', message: errorText(error), rules: measured })
    }
  }

  return {
    state,
    normalise,
    normalised: state.status === 'normalised' ? state.blob : undefined,
    busy: state.status === 'normalising',
  }
}
