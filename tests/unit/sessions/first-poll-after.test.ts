import { describe, expect, it } from 'vitest'
import { newTakesPollOverlapMs } from '#contract/sessions'
import { firstPollAfter } from '#app/sessions/use-new-takes'
import { serverTake, sessionFixture } from './fixtures'

describe('the first poll of new takes', () => {
  it('looks back from the newest take the session holds, by the overlap', () => {
    const session = sessionFixture({
      takes: [
        serverTake('t1', 'l1', '2026-12-06T10:00:00.000Z'),
        serverTake('t3', 'l4', '2026-12-06T10:05:00.000Z'),
        serverTake('t2', 'l3', '2026-12-06T10:02:00.000Z'),
      ],
    })
    expect(firstPollAfter(session)).toBe(
      new Date(Date.parse('2026-12-06T10:05:00.000Z') - newTakesPollOverlapMs).toISOString(),
    )
  })

  it('asks for every take when the session holds none, or is not read yet', () => {
    expect(firstPollAfter(sessionFixture({ takes: [] }))).toBeUndefined()
    expect(firstPollAfter(undefined)).toBeUndefined()
  })
})
