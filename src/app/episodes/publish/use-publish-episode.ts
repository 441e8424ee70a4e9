// Publishing, step by step: make the audio (render the session's mixdown and encode it to MP3, or
// take the file, encoding it first if it is neither MP3 nor M4A), upload it with progress, then
// publish it to the channel. What each step made is kept in memory for its source, so "Try again"
// after a failure starts from the step that failed: nothing is rendered or uploaded twice, unless the
// server no longer has the upload (removed after a day, or already an episode): then it goes up again.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { episodeMessages, episodesApi, type EpisodeView, type UploadedAudio } from '#contract/episodes'
import { channelKeys } from '#app/channels'
import { ApiError, messageOf } from '#app/api/api-error'
import { useAppContext } from '#app/router/use-app-context'
import { describeLine, loadTakeAudio, type PlanLine } from '#app/sessions'
import { episodeKeys } from '../episode-keys'
import { sourceKey, type EpisodeSource } from './episode-source'
import { prepareFileAudio, type EpisodeAudio } from './file-audio'
import { sessionEpisodeAudio } from './session-episode-audio'
import type { TimedLine } from './transcript-times'
import { uploadBytes } from '#app/api/upload-bytes'
import { loadLibraryAudio } from '#app/audio-library'

export type PublishStep = 'idle' | 'rendering' | 'encoding' | 'uploading' | 'publishing'

export const stepText: Record<Exclude<PublishStep, 'idle'>, string> = {
  rendering: 'Rendering the mixdown',
  encoding: 'Encoding to MP3',
  uploading: 'Uploading the audio',
  publishing: 'Publishing the episode',
}

interface Prepared extends EpisodeAudio {
  key: string
  transcript?: TimedLine[]
  sessionId?: string
}

export interface PublishRequest {
  source: EpisodeSource
  title: string
  description: string
  publishAt: string | null
}

/** The server's words, or what the page said when making the audio failed. */
const failed = (error: unknown) => (error instanceof Error ? error.message : messageOf(error))

/** The server refused the kept upload itself: "Try again" must upload the audio again. */
export const uploadIsGone = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.message === episodeMessages.unknownAudio

export function usePublishEpisode(channelId: string) {
  const { auth } = useAppContext()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<PublishStep>('idle')
  const [percent, setPercent] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [unplayable, setUnplayable] = useState<PlanLine[]>([])
  const prepared = useRef<Prepared | null>(null)
  const uploaded = useRef<{ key: string; audio: UploadedAudio } | null>(null)

  const enter = (next: PublishStep) => {
    setStep(next)
    setPercent(0)
  }

  const prepare = useCallback(
    async (source: EpisodeSource, key: string): Promise<Prepared> => {
      if (prepared.current?.key === key) return prepared.current
      const encoding = (value: number) => {
        setStep('encoding')
        setPercent(value)
      }
      let made: Prepared
      if (source.kind === 'session') {
        enter('rendering')
        const token = () => auth.store.get()?.token ?? null
        const loaders = {
          takes: (take: { id: string }) => loadTakeAudio(take.id, { token }),
          library: (audioId: string) => loadLibraryAudio(auth, audioId),
        }
        const audio = await sessionEpisodeAudio(source.session, loaders, { rendering: setPercent, encoding })
        setUnplayable(audio.unplayable)
        made = { key, blob: audio.blob, mime: audio.mime, transcript: audio.transcript, sessionId: source.session.id }
      } else {
        enter('encoding')
        made = { key, ...(await prepareFileAudio(source.file, encoding, source.normalised)) }
      }
      prepared.current = made
      return made
    },
    [auth],
  )

  const publish = useCallback(
    async ({ source, title, description, publishAt }: PublishRequest) => {
      setError(null)
      const key = sourceKey(source)
      try {
        const audio = await prepare(source, key)
        if (uploaded.current?.key !== key) {
          enter('uploading')
          const answer = await uploadBytes<UploadedAudio>(auth, {
            method: 'POST',
            path: episodesApi.uploadAudio.path,
            body: audio.blob,
            contentType: audio.mime,
            onProgress: setPercent,
          })
          uploaded.current = { key, audio: answer }
        }
        enter('publishing')
        const episode: EpisodeView = await auth.api.request(episodesApi.publish, {
          params: { id: channelId },
          body: {
            title,
            description,
            audioId: uploaded.current.audio.id,
            publishAt,
            ...(audio.sessionId ? { sessionId: audio.sessionId, transcript: audio.transcript } : {}),
          },
        })
        void queryClient.invalidateQueries({ queryKey: channelKeys.all() })
        queryClient.setQueryData(episodeKeys.view(episode.linkId), episode)
        setStep('idle')
        void navigate({ to: '/podcast-ep/$linkId', params: { linkId: episode.linkId } })
      } catch (problem) {
        if (uploadIsGone(problem)) uploaded.current = null
        setStep('idle')
        setError(failed(problem))
      }
    },
    [auth, channelId, navigate, prepare, queryClient],
  )

  return { step, percent, error, unplayable: unplayable.map(describeLine), publish, busy: step !== 'idle' }
}
