/** A total length as a list shows it: "45 s", "12 min", "2 h 5 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

export const episodeCountText = (count: number) => (count === 1 ? '1 episode' : `${count} episodes`)
