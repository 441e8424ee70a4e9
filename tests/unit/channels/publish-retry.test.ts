// "Try again" after a failed publish starts from the step that failed, except when the server no
// longer has the upload it kept: then the audio must go up again.
import { expect, it } from 'vitest'
import { episodeMessages } from '#contract/episodes'
import { ApiError, NetworkError } from '#app/api/api-error'
import { uploadIsGone } from '#app/episodes/publish/use-publish-episode'

it('forgets the kept upload only when the server refuses that audio', () => {
  expect(uploadIsGone(new ApiError(422, episodeMessages.unknownAudio))).toBe(true)
  expect(uploadIsGone(new ApiError(422, episodeMessages.transcriptTimes))).toBe(false)
  expect(uploadIsGone(new ApiError(409, episodeMessages.sessionPublished))).toBe(false)
  expect(uploadIsGone(new NetworkError())).toBe(false)
})
