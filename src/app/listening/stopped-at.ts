import type { HistoryEntry } from '#contract/listening'
import { formatMs } from '../ui/format-time'

/** "Stopped at 3:12 of 10:00", or "Played to the end". */
export function stoppedAt(
  entry: Pick<HistoryEntry, 'positionMs' | 'finished'> & { episode: { durationMs: number } },
): string {
  if (entry.finished) return 'Played to the end'
  return `Stopped at ${formatMs(entry.positionMs)} of ${formatMs(entry.episode.durationMs)}`
}
