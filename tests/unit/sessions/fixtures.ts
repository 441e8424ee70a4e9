import { defaultSessionTiming, type Session } from '#contract/sessions'
import type { Take } from '#contract/takes'
import type { TakeStatus } from '#app/takes/take-status'

const user = (id: string, name: string | null = null, handle: string | null = null) => ({
  id,
  name,
  handle,
  photo: null,
  intro: null,
})

/** A session of four lines: ann (r1), a direction, bob (r2), ann (r1); owner u1 voices r1, u2 voices r2. */
export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    scriptId: 'script-1',
    script: {
      id: 'script-1',
      title: 'A scene',
      roles: [
        { id: 'r1', name: 'Ann', description: '' },
        { id: 'r2', name: 'Bob', description: '' },
      ],
      lines: [
        { id: 'l1', roleId: 'r1', kind: 'dialogue', text: 'Hello.' },
        { id: 'l2', roleId: null, kind: 'direction', text: 'A pause.' },
        { id: 'l3', roleId: 'r2', kind: 'dialogue', text: 'Hi.' },
        { id: 'l4', roleId: 'r1', kind: 'dialogue', text: 'Bye.' },
      ],
    },
    ownerId: 'u1',
    status: 'open',
    backgroundTrack: 3,
    music: null,
    timing: defaultSessionTiming,
    participants: [
      { user: user('u1', 'Owner'), roleIds: ['r1'], isOwner: true },
      { user: user('u2', null, 'bobby'), roleIds: ['r2'], isOwner: false },
    ],
    takes: [],
    published: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function serverTake(id: string, lineId: string, createdAt: string, chosen = false): Take {
  return {
    id,
    lineId,
    userId: 'u1',
    durationMs: 1000,
    mime: 'audio/webm',
    size: 100,
    chosen,
    chosenByMember: false,
    createdAt,
    trim: null,
    cueEndMs: null,
    lufs: null,
    peaks: null,
    audioUrl: `/api/takes/${id}/audio`,
  }
}

export function localTake(
  id: string,
  lineId: string,
  startedAt: string,
  state: TakeStatus['state'],
  label: string,
): TakeStatus {
  return {
    id,
    lineId,
    startedAt,
    durationMs: 1000,
    state,
    percent: state === 'uploaded' ? 100 : 0,
    label,
    error: null,
    level: null,
    lufs: null,
    peaks: null,
    trim: null,
    cueEndMs: null,
  }
}
