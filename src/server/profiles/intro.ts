// An intro is a short recording made in the profile editor: accepted when its bytes start a WebM,
// Ogg or MP4 container (the same check as takes), stored as sent, served with that type.
import { profileLimits } from '#contract/profiles'
import { HttpError } from '../http/errors'
import { audioMimeOf } from '../takes/audio-format'

export const notAudioMessage = 'The intro must be WebM, Ogg or MP4 audio.'
export const introTooLargeMessage = 'The intro must be at most 10 MB.'

export function checkIntro(bytes: Buffer): { mime: string } {
  if (bytes.length > profileLimits.introMaxBytes) throw new HttpError(413, introTooLargeMessage)
  const mime = audioMimeOf(bytes)
  if (!mime || bytes.length < 16) throw new HttpError(400, notAudioMessage)
  return { mime }
}
