import type { SessionSummary } from '#contract/sessions'

/** What a member reads for a session's status ('complete' is "Finished" on every screen). */
export const sessionStatusText: Record<SessionSummary['status'], string> = { open: 'Open', complete: 'Finished' }

/** "12 of 30 lines": lines with a chosen take, of the lines to record. */
export function progressText({
  recordedLineCount,
  lineCount,
}: Pick<SessionSummary, 'recordedLineCount' | 'lineCount'>): string {
  return `${recordedLineCount} of ${lineCount} ${lineCount === 1 ? 'line' : 'lines'}`
}
