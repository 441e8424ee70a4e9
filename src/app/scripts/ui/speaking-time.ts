import { formatSpeakingTime } from '../../../shared/speech'

/** "about 2 min" in lists; a line of a word or two is "under 1 s", not "about 0 s". */
export function aboutSpeakingTime(seconds: number): string {
  return seconds < 1 ? 'under 1 s' : `about ${formatSpeakingTime(seconds)}`
}
