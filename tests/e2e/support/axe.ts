// axe-core on the screen a test shows: every rule axe runs by default (in Firefox colour contrast
// only, see checkScreen), the result counted by impact for the closing table, and a soft failure
// naming each serious or critical violation (the other screens of the test are still analysed).
// See docs/decisions/080-accessibility-checks.md.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const impacts = ['critical', 'serious', 'moderate', 'minor'] as const
type Impact = (typeof impacts)[number]

export interface ScreenReport {
  screen: string
  counts: Record<Impact, number>
  /** Rule ids of the serious, critical and held violations, with how many nodes each. */
  failing: string[]
  /** Rule ids of the moderate and minor ones. */
  others: string[]
}

const reports: ScreenReport[] = []

/** Moderate in axe, but fixed on every screen and held there: every page is its main landmark
 *  (the standalone pages had none). */
const heldRules = new Set(['landmark-one-main'])

/** Analyses the page as it is now; the caller has waited for the screen's content. */
export async function checkScreen(page: Page, screen: string): Promise<ScreenReport> {
  const axe = new AxeBuilder({ page })
  // Firefox ESR 153's content process crashes (SIGSEGV, and the browser with it) in about one run in
  // three of axe's ARIA rules over the running app (not over a static copy of the same page): see
  // docs/decisions/078-firefox-browser-suite.md. Those rules read the DOM and its ARIA, the same in
  // every engine, and run in Chromium; Firefox checks the colour contrast it renders.
  if (page.context().browser()?.browserType().name() === 'firefox') axe.withRules(['color-contrast'])
  const results = await axe.analyze()
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const violation of results.violations) counts[(violation.impact ?? 'minor') as Impact] += violation.nodes.length
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || heldRules.has(violation.id),
  )
  const details = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .slice(0, 4)
        .join(' | ')}`,
  )
  const named = (violations: typeof results.violations) =>
    violations.map((violation) => `${violation.id}×${violation.nodes.length}`)
  const report = {
    screen,
    counts,
    failing: named(blocking),
    others: named(results.violations.filter((violation) => !blocking.includes(violation))),
  }
  reports.push(report)
  expect.soft(details, `serious, critical or held axe violations on ${screen}`).toEqual([])
  return report
}

/** The table of violations (nodes) by impact per screen analysed in this run. */
export function printReports(): void {
  if (reports.length === 0) return
  const width = Math.max(...reports.map((report) => report.screen.length))
  const lines = reports.map(
    (report) =>
      `${report.screen.padEnd(width)}  ${impacts.map((impact) => String(report.counts[impact]).padStart(9)).join('')}  ${report.failing.join(' ')}${report.others.length ? ` (${report.others.join(' ')})` : ''}`,
  )
  console.log(
    [`${'screen'.padEnd(width)}  ${impacts.map((impact) => impact.padStart(9)).join('')}`, ...lines].join('\n'),
  )
}
