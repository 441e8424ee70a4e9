// Which summary figures the dashboard shows, under which heading, written how.
import type { Summary } from '#contract/metrics'
import { formatCount, formatDuration, formatRatio, formatShare } from './metrics-format'
import { changeText } from './metrics-range'

export interface Figure {
  label: string
  /** null: nothing to measure (no take was uploaded), shown as "none". */
  value: (summary: Summary) => number | null
  format: (value: number) => string
  /** A fall is good news (bounce rate, waits). */
  lowerIsBetter?: boolean
  /** What the figure counts, where a reader could take it otherwise. */
  note?: string
}

/** One definition of a visitor, for the figure, the chart, the breakdowns and "right now" alike. */
export const visitorDefinition =
  'A visitor is a member, counted once however often they come, or a visit of someone not signed in.'

export interface FigureGroup {
  heading: string
  figures: Figure[]
}

export const figureGroups: FigureGroup[] = [
  {
    heading: 'Visitors',
    figures: [
      { label: 'Visitors', value: (s) => s.visitors, format: formatCount, note: visitorDefinition },
      { label: 'Visits', value: (s) => s.visits, format: formatCount },
      { label: 'Page views', value: (s) => s.pageViews, format: formatCount },
      { label: 'Views per visit', value: (s) => s.viewsPerVisit, format: formatRatio },
      { label: 'Bounce rate', value: (s) => s.bounceRate, format: formatShare, lowerIsBetter: true },
      { label: 'Visit duration', value: (s) => s.medianVisitSeconds, format: formatDuration },
      { label: 'Installed app share', value: (s) => s.installedShare, format: formatShare },
    ],
  },
  {
    heading: 'Members',
    figures: [
      { label: 'New registrations', value: (s) => s.registrations, format: formatCount },
      { label: 'Daily active members', value: (s) => s.dailyActiveMembers, format: formatCount },
      { label: 'Weekly active members', value: (s) => s.weeklyActiveMembers, format: formatCount },
      { label: 'Monthly active members', value: (s) => s.monthlyActiveMembers, format: formatCount },
    ],
  },
  {
    heading: 'Recording',
    figures: [
      { label: 'Takes recorded', value: (s) => s.takesRecorded, format: formatCount },
      {
        label: 'Recorded offline',
        value: (s) => s.offlineTakeShare,
        format: formatShare,
        note: 'Takes started or stopped while the device had no network.',
      },
      {
        label: 'Median upload wait',
        value: (s) => s.medianUploadWaitSeconds,
        format: formatDuration,
        lowerIsBetter: true,
      },
      {
        label: 'Longest upload wait',
        value: (s) => s.longestUploadWaitSeconds,
        format: formatDuration,
        lowerIsBetter: true,
      },
      { label: 'Sessions finished', value: (s) => s.sessionsFinished, format: formatCount },
      { label: 'Share links opened', value: (s) => s.shareLinksOpened, format: formatCount },
    ],
  },
]

export const noPreviousData = 'no data for the previous period'

/** Whether the period holds anything at all (a new installation's period before holds nothing). */
const hasData = (summary: Summary) =>
  summary.visits > 0 || summary.pageViews > 0 || summary.takesRecorded > 0 || summary.registrations > 0

/** The line under a figure: its change from the period before, and what it was then. */
export function comparisonText(figure: Figure, current: Summary, previous: Summary): string {
  if (!hasData(previous)) return noPreviousData
  const now = figure.value(current)
  const before = figure.value(previous)
  if (before === null) return 'none the period before'
  if (now === null) return `${figure.format(before)} the period before`
  const change = changeText(now, before)
  return change === 'new' ? 'none the period before' : `${change} from ${figure.format(before)} the period before`
}
