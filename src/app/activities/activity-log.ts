// The client logger (SPEC §2, §3, §9): `logActivity(action)` records what happened where, for the
// signed-in member or a visitor, in the current activity session. Records go to the device first
// (store `activities`) and the sync queue sends them (activity-sync.ts); a page being left sends
// those not yet answered for with `fetch(..., { keepalive: true })`, and the server counts a record
// that arrives twice once. See docs/decisions/051-activity-log.md.
import type { ActivityContext } from '#contract/activities'
import { activityActions, activityLimits } from '#shared/activity-constants'
import { newId } from '#shared/new-id'
import { activityLogDeps } from './activity-deps'
import { sessionAt } from './activity-session'
import type { QueuedActivity } from './activity-store'
import { asSent, mayGoWith } from './sending-records'
import { queueActivitySend } from './queue-activity-send'

/** The measures an action may carry. */
/** What an action measured; `online` when it is about another moment than the record's own. */
export type ActivityMeasures = Pick<ActivityContext, 'durationMs' | 'waitedMs' | 'online'>

/** Written on this page and not yet answered for by the server: what leaving the page sends. */
const unanswered = new Map<string, QueuedActivity>()

/** The server has answered for these (activity-sync.ts). */
export function answeredFor(ids: readonly string[]): void {
  for (const id of ids) unanswered.delete(id)
}

/** An ISO time with the device's offset, e.g. 2026-11-23T09:15:00.250+01:00. */
export function localIsoTime(time: Date): string {
  const offset = -time.getTimezoneOffset()
  const shifted = new Date(time.getTime() + offset * 60_000).toISOString().slice(0, -1)
  const sign = offset >= 0 ? '+' : '-'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${shifted}${sign}${hours}:${minutes}`
}

function screenClass(width: number): NonNullable<ActivityContext['screen']> {
  return width < 480 ? 'small' : width < 1024 ? 'medium' : 'large'
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

/** The path as the address bar shows it, without query or fragment (they may hold codes). */
export function activityPath(pathname: string): string {
  const path = `/${pathname
    .replace(/[?#].*$/s, '')
    .replace(/^\/+/, '')
    .replace(/[\s\\]/g, '')}`
  return path.length > activityLimits.pathMax ? path.slice(0, activityLimits.pathMax) : path
}

/** Records `action` now, at the current page (or `path`). Never throws: logging must not break a screen. */
export async function logActivity(
  action: string,
  measures: ActivityMeasures = {},
  path = window.location.pathname,
): Promise<void> {
  const deps = activityLogDeps()
  if (!deps) return
  const now = deps.now?.() ?? Date.now()
  const record: QueuedActivity = {
    id: newId(),
    userId: deps.auth.getUser()?.id ?? null,
    localTime: localIsoTime(new Date(now)),
    session: sessionAt(window.localStorage, now),
    path: activityPath(path),
    action,
    context: {
      variant: deps.variant,
      display: isStandalone() ? 'standalone' : 'browser',
      online: navigator.onLine,
      screen: screenClass(window.innerWidth),
      ...measures,
    },
    queuedAt: now,
  }
  unanswered.set(record.id, record)
  watchPageHide()
  try {
    const services = (await deps.device())?.services
    if (!services) return
    // Loaded with the device, not with this log: the store's schema reads the contract's limits,
    // which travel in this log's own chunk, and a static import here made the two chunks a circle.
    const { activitiesOn } = await import('./activity-store')
    await activitiesOn(services).add(record)
    await queueActivitySend(services.syncQueue)
  } catch (error) {
    console.warn('An activity record could not be kept on this device', error)
  }
}

let pageVisit: ReturnType<typeof setTimeout> | undefined

/** The route changed to `path`: its visit is logged a second later, unless the route changes again
 *  within that second (SPEC §2, §9). */
export function pageVisitAt(path: string): void {
  clearTimeout(pageVisit)
  pageVisit = setTimeout(() => void logActivity(activityActions.pageVisit, {}, path), activityLimits.pageVisitDelayMs)
}

export function logAppInstalled(): Promise<void> {
  return logActivity(activityActions.appInstalled)
}

let watching = false

function watchPageHide(): void {
  if (watching) return
  watching = true
  window.addEventListener('pagehide', sendUnansweredOnLeave)
}

/** The page is going away (closed, navigated off, frozen on a phone): what this page recorded and
 *  the server has not answered for goes out with the request the browser keeps alive. The device
 *  keeps its copy; the next send repeats it, and the server counts it once. */
export function sendUnansweredOnLeave(): void {
  const deps = activityLogDeps()
  if (!deps || unanswered.size === 0) return
  const userId = deps.auth.getUser()?.id ?? null
  const token = deps.auth.store.get()?.token ?? null
  const records = [...unanswered.values()]
    .filter((record) => mayGoWith(record, token === null ? null : userId))
    .slice(-activityLimits.batchMax)
    .map(asSent)
  if (records.length === 0) return
  void fetch('/api/activities/', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ records }),
  }).catch(() => undefined)
}
