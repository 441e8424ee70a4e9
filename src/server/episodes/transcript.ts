// A session's episode carries its script as a timed transcript: the app sends when each played line
// starts and ends in the mixdown; the server checks those lines against the session's script and
// takes who speaks and what from it, so a transcript never says what the script does not. Chapters
// are the script's scene headings, each starting where the first line after it starts.
import type { EpisodeChapter, PublishEpisodeBody, TranscriptCue } from '#contract/episodes'
import { episodeMessages } from '#contract/episodes'
import { isSceneHeading } from '#shared/screenplay/scene-elements'
import { HttpError } from '../http/errors'
import type { SessionScriptSnapshot } from '../sessions/schema'

type TimedLine = NonNullable<PublishEpisodeBody['transcript']>[number]

/** Slack for the mixdown's tail: the browser's and the decoder's idea of the length differ slightly. */
const endSlackSeconds = 1
/** WebVTT times are whole milliseconds (feeds/vtt.ts): a cue must still end after it starts once rounded. */
const cueMs = (seconds: number) => Math.round(seconds * 1000)

export function timedTranscript(
  script: SessionScriptSnapshot,
  timed: readonly TimedLine[],
  durationMs: number,
): TranscriptCue[] {
  const lines = new Map(script.lines.map((line) => [line.id, line]))
  const roleNames = new Map(script.roles.map((role) => [role.id, role.name]))
  const limit = durationMs / 1000 + endSlackSeconds
  let previousStart = 0
  return timed.map(({ lineId, start, end }) => {
    const line = lines.get(lineId)
    if (!line) throw new HttpError(422, episodeMessages.transcriptLine)
    if (!(cueMs(start) < cueMs(end)) || start < previousStart || end > limit)
      throw new HttpError(422, episodeMessages.transcriptTimes)
    previousStart = start
    return { lineId, speaker: line.roleId ? (roleNames.get(line.roleId) ?? '') : '', text: line.text, start, end }
  })
}

/** One chapter per scene heading followed by a played line; null when there is none. */
export function chaptersOf(script: SessionScriptSnapshot, cues: readonly TranscriptCue[]): EpisodeChapter[] | null {
  const firstStart = new Map<string, number>()
  for (const cue of cues) if (!firstStart.has(cue.lineId)) firstStart.set(cue.lineId, cue.start)
  const chapters: EpisodeChapter[] = []
  script.lines.forEach((line, index) => {
    if (line.kind !== 'action' || !isSceneHeading(line.text)) return
    const next = script.lines.slice(index + 1).find((later) => firstStart.has(later.id))
    if (!next) return
    const startTime = firstStart.get(next.id)!
    // Two headings before the same line: the later one names the scene.
    if (chapters.at(-1)?.startTime === startTime) chapters.pop()
    chapters.push({ startTime, title: line.text.trim() })
  })
  chapters.sort((a, b) => a.startTime - b.startTime)
  return chapters.length > 0 ? chapters : null
}
