import { describe, expect, it } from 'vitest'
import type { Summary } from '#contract/metrics'
import { comparisonText, figureGroups, type Figure } from '#app/metrics/figure-groups'
import { formatDuration } from '#app/metrics/metrics-format'

const summary: Summary = {
  visitors: 1,
  visits: 2,
  pageViews: 3,
  viewsPerVisit: 4,
  bounceRate: 0.05,
  medianVisitSeconds: 6,
  installedShare: 0.07,
  registrations: 8,
  dailyActiveMembers: 9,
  weeklyActiveMembers: 10,
  monthlyActiveMembers: 11,
  takesRecorded: 12,
  offlineTakeShare: 0.13,
  medianUploadWaitSeconds: 14,
  longestUploadWaitSeconds: 15,
  sessionsFinished: 16,
  shareLinksOpened: 17,
}
const figure = (label: string): Figure => {
  const found = figureGroups.flatMap((group) => group.figures).find((f) => f.label === label)
  if (!found) throw new Error(`No figure ${label}`)
  return found
}

describe('the dashboard’s figures', () => {
  it('show every figure of the summary once', () => {
    const shown = figureGroups.flatMap((group) => group.figures.map((f) => f.value(summary)))
    expect(shown.toSorted((a, b) => Number(a) - Number(b))).toEqual(
      Object.values(summary).toSorted((a, b) => Number(a) - Number(b)),
    )
  })

  it('are grouped under Visitors, Members and Recording', () => {
    expect(figureGroups.map((group) => group.heading)).toEqual(['Visitors', 'Members', 'Recording'])
  })

  it('compare with the period before', () => {
    const before = { ...summary, takesRecorded: 10 }
    expect(comparisonText(figure('Takes recorded'), summary, before)).toBe('+20% from 10 the period before')
    expect(comparisonText(figure('Takes recorded'), summary, { ...summary, takesRecorded: 0 })).toBe(
      'none the period before',
    )
    expect(comparisonText(figure('Recorded offline'), summary, { ...summary, offlineTakeShare: 0.26 })).toBe(
      '−50% from 26% the period before',
    )
  })

  it('say once that there is no data for a period before that holds nothing (a new installation)', () => {
    const empty = Object.fromEntries(
      Object.entries(summary).map(([key, value]) => [key, value === null ? null : 0]),
    ) as unknown as Summary
    for (const each of figureGroups.flatMap((group) => group.figures))
      expect(comparisonText(each, summary, { ...empty, medianUploadWaitSeconds: null })).toBe(
        'no data for the previous period',
      )
  })

  it('state what a visitor is, and what recorded offline counts', () => {
    expect(figure('Visitors').note).toBe(
      'A visitor is a member, counted once however often they come, or a visit of someone not signed in.',
    )
    expect(figure('Recorded offline').note).toBe('Takes started or stopped while the device had no network.')
  })

  it('say "none" for an upload wait when no take was uploaded', () => {
    const none = { ...summary, medianUploadWaitSeconds: null }
    expect(figure('Median upload wait').value(none)).toBeNull()
    expect(comparisonText(figure('Median upload wait'), summary, none)).toBe('none the period before')
    expect(comparisonText(figure('Median upload wait'), none, summary)).toBe('14 s the period before')
  })

  it('write lengths of time in their two largest units', () => {
    expect(formatDuration(42.4)).toBe('42 s')
    expect(formatDuration(185)).toBe('3 min 5 s')
    expect(formatDuration(7_800)).toBe('2 h 10 min')
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h')
  })
})
