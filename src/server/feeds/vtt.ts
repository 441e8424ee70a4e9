// WebVTT of an episode's timed transcript (podcast:transcript type text/vtt): one cue per line, the
// speaker as a voice span. Cue text may not hold `-->` or a blank line, and `&`, `<`, `>` are escaped.
import type { TranscriptCue } from '#contract/episodes'

export function toWebVtt(cues: readonly TranscriptCue[]): string {
  const blocks = cues.map((cue, index) => {
    const text = escapeCueText(cue.text)
    const speaker = cue.speaker.replace(/[&>\r\n]/g, ' ').trim()
    return `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(Math.max(cue.end, cue.start))}\n${speaker ? `<v ${speaker.replaceAll('&', '&amp;')}>` : ''}${text}`
  })
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

function escapeCueText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

/** Seconds as HH:MM:SS.mmm. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000))
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}
