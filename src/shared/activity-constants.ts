// The activity log's constants, apart from its schemas (src/contract/activities.ts re-exports them):
// the app's logger loads on every page and needs these, not the schemas.

export const activityLimits = {
  /** Records in one batch. */
  batchMax: 100,
  /** How far a record's time may lie before its receipt (a device offline for a week)… */
  pastMs: 7 * 24 * 60 * 60 * 1000,
  /** …or after it (a device clock a little fast). */
  futureMs: 5 * 60 * 1000,
  pathMax: 300,
  /** SPEC §9: a session ends after 30 minutes without a record. */
  sessionIdleMs: 30 * 60 * 1000,
  /** SPEC §2, §9: a page visit is logged 1 second after a route change. */
  pageVisitDelayMs: 1000,
} as const

/** The actions the app records; the dashboard reads these. Others of the same form are kept too. */
export const activityActions = {
  pageVisit: 'page-visit',
  recordingStarted: 'recording-started',
  recordingFinished: 'recording-finished',
  takeUploaded: 'take-uploaded',
  shareLinkOpened: 'share-link-opened',
  draftToScript: 'draft-to-script',
  appInstalled: 'app-installed',
  episodePlayed: 'episode-played',
  sessionFinished: 'session-finished',
} as const
