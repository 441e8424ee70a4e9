// Estimates used where actors choose roles and scripts: how long a text takes to say.
// Pure functions shared by the app and the server (summaries, library filters).

/** A relaxed reading pace for dialogue; actors land between 130 and 170 words a minute. */
export const wordsPerMinute = 150

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}'’-]+/gu)
  return words ? words.length : 0
}

export function estimateSpeakingSeconds(words: number): number {
  return Math.round((words / wordsPerMinute) * 60)
}

/** "45 s", "2 min", "1 h 5 min": short enough for a list. */
export function formatSpeakingTime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** "about 2 min" in lists; a line of a word or two is "under 1 s", not "about 0 s". */
export function aboutSpeakingTime(seconds: number): string {
  return seconds < 1 ? 'under 1 s' : `about ${formatSpeakingTime(seconds)}`
}
