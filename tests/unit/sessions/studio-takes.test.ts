import { describe, expect, it } from 'vitest'
import {
  addNewTakes,
  deviceTakesToBeChosen,
  markChosen,
  mergeTakes,
  playableTakes,
  sameStudioTake,
  sameStudioTakes,
  takesByLine,
  withQueuedChoices,
} from '#app/sessions/studio-takes'
import { recorderName } from '#app/sessions/participant-name'
import { localTake, serverTake } from './fixtures'

describe('merging server and device takes', () => {
  it('keeps each take once, newest first, with the device state until the server has it', () => {
    const server = [
      serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true),
      serverTake('b', 'l1', '2026-01-01T00:00:03.000Z'),
    ]
    const local = [
      localTake('b', 'l1', '2026-01-01T00:00:02.500Z', 'uploading', 'Uploading 99%'),
      localTake('c', 'l1', '2026-01-01T00:00:04.000Z', 'saved', 'Saved on this device'),
      localTake('d', 'l3', '2026-01-01T00:00:05.000Z', 'uploaded', 'Uploaded'),
    ]
    const merged = mergeTakes(server, local)
    expect(merged.map((take) => [take.id, take.label, take.uploaded, take.chosen])).toEqual([
      ['d', 'Uploaded', true, true],
      ['c', 'Saved on this device', false, true],
      ['b', 'Uploaded', true, false],
      ['a', 'Uploaded', true, false],
    ])
    // Numbered per line, oldest first, to tell a line's takes apart.
    expect(merged.map((take) => [take.id, take.number])).toEqual([
      ['d', 1],
      ['c', 3],
      ['b', 2],
      ['a', 1],
    ])
    expect([...takesByLine(merged).entries()].map(([line, takes]) => [line, takes.map((take) => take.id)])).toEqual([
      ['l3', ['d']],
      ['l1', ['c', 'b', 'a']],
    ])
  })

  it('names who recorded a take of another participant, and not the viewer’s own', () => {
    const server = [
      { ...serverTake('ben', 'l1', '2026-01-01T00:00:02.000Z'), userId: 'u2' },
      serverTake('mine', 'l1', '2026-01-01T00:00:01.000Z'),
    ]
    const participants = [
      {
        user: { id: 'u1', name: 'Olive Owner', handle: 'olive', photo: null, intro: null },
        roleIds: [],
        isOwner: true,
      },
      { user: { id: 'u2', name: null, handle: 'ben.b', photo: null, intro: null }, roleIds: [], isOwner: false },
    ]
    const merged = mergeTakes(server, [], null, (userId) => recorderName(participants, userId, 'u1'))
    expect(merged.map((take) => [take.id, take.recordedBy])).toEqual([
      ['ben', 'ben.b'],
      ['mine', null],
    ])
    // A participant who has left the session since: still not nobody.
    expect(recorderName([], 'u3', 'u1')).toBe('Member')
  })

  it('titles another member’s take with the loudness its own device measured, and this device’s take with its own', () => {
    const server = [
      { ...serverTake('ben', 'l1', '2026-01-01T00:00:02.000Z'), userId: 'u2', lufs: -19.3 },
      { ...serverTake('mine', 'l1', '2026-01-01T00:00:01.000Z'), lufs: -25 },
    ]
    const local = [{ ...localTake('mine', 'l1', '2026-01-01T00:00:01.000Z', 'uploaded', 'Uploaded'), lufs: -22.1 }]
    expect(mergeTakes(server, local).map((take) => [take.id, take.lufs])).toEqual([
      ['ben', -19.3],
      ['mine', -22.1],
    ])
    // Not measured by anyone (an older app's take): no figure.
    expect(mergeTakes([serverTake('old', 'l1', '2026-01-01T00:00:03.000Z')], [])[0]?.lufs).toBeNull()
  })

  it('draws another member’s take with the waveform its own device sent', () => {
    const peaks = Array.from({ length: 64 }, (_, index) => index)
    const server = [{ ...serverTake('ben', 'l1', '2026-01-01T00:00:02.000Z'), userId: 'u2', peaks }]
    expect(mergeTakes(server, [])[0]?.peaks).toEqual(peaks)
    expect(mergeTakes([serverTake('old', 'l1', '2026-01-01T00:00:03.000Z')], [])[0]?.peaks).toBeNull()
  })

  it('leaves out takes still recording, except the one this page records', () => {
    const local = [
      localTake('lost', 'l1', '2026-01-01T00:00:01.000Z', 'recording', 'Recording…'),
      localTake('now', 'l1', '2026-01-01T00:00:02.000Z', 'recording', 'Recording…'),
    ]
    expect(mergeTakes([], local, 'now').map((take) => take.id)).toEqual(['now'])
    expect(mergeTakes([], local).map((take) => take.id)).toEqual([])
  })

  it('gives the player the server takes plus finished takes only on this device', () => {
    const server = [serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true)]
    const local = [
      localTake('a', 'l1', '2026-01-01T00:00:00.500Z', 'uploaded', 'Uploaded'),
      localTake('c', 'l3', '2026-01-01T00:00:04.000Z', 'saved', 'Saved on this device'),
      localTake('r', 'l4', '2026-01-01T00:00:05.000Z', 'recording', 'Recording…'),
    ]
    expect(playableTakes(server, local)).toEqual([
      { id: 'a', lineId: 'l1', chosen: true, createdAt: '2026-01-01T00:00:01.000Z', trim: null, cueEndMs: null },
      { id: 'c', lineId: 'l3', chosen: true, createdAt: '2026-01-01T00:00:04.000Z', trim: null, cueEndMs: null },
    ])
  })

  it('gives the player where the cue ended in takes recorded through it, this device’s or the server’s', () => {
    const server = [{ ...serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true), cueEndMs: 2140 }]
    const local = [{ ...localTake('c', 'l3', '2026-01-01T00:00:04.000Z', 'saved', 'Saved'), cueEndMs: 1800 }]
    expect(playableTakes(server, local).map(({ id, cueEndMs }) => ({ id, cueEndMs }))).toEqual([
      { id: 'a', cueEndMs: 2140 },
      { id: 'c', cueEndMs: 1800 },
    ])
  })

  it("plays each take's trim: this device's own for the takes it recorded (the server's may still be on its way), else the server's", () => {
    const server = [
      { ...serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true), trim: { startMs: 100, endMs: 900 } },
      { ...serverTake('b', 'l2', '2026-01-01T00:00:02.000Z', true), trim: { startMs: 200, endMs: 800 } },
    ]
    const local = [
      {
        ...localTake('a', 'l1', '2026-01-01T00:00:00.500Z', 'uploaded', 'Uploaded'),
        trim: { startMs: 150, endMs: 950 },
      },
      { ...localTake('c', 'l3', '2026-01-01T00:00:04.000Z', 'saved', 'Saved'), trim: { startMs: 300, endMs: 700 } },
    ]
    expect(playableTakes(server, local).map(({ id, trim }) => ({ id, trim }))).toEqual([
      { id: 'a', trim: { startMs: 150, endMs: 950 } },
      { id: 'b', trim: { startMs: 200, endMs: 800 } },
      { id: 'c', trim: { startMs: 300, endMs: 700 } },
    ])
  })
})

describe('a take recorded on this device and not uploaded yet', () => {
  const chosenIn = (takes: readonly { id: string; chosen: boolean }[]) =>
    takes.filter((take) => take.chosen).map((take) => take.id)

  it('counts for its line as the newest, as the server will choose it, in the studio and in playback', () => {
    const server = [serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true)]
    const local = [
      localTake('b', 'l1', '2026-01-01T00:00:02.000Z', 'saved', 'Saved on this device'),
      localTake('c', 'l1', '2026-01-01T00:00:03.000Z', 'uploading', 'Uploading 10%'),
    ]
    expect(chosenIn(mergeTakes(server, local))).toEqual(['c'])
    expect(chosenIn(playableTakes(server, local))).toEqual(['c'])
    expect(deviceTakesToBeChosen(server, local)).toEqual(new Map([['l1', 'c']]))
  })

  it('does not replace a take a member chose, on any device or in this device’s queue', () => {
    const local = [localTake('b', 'l1', '2026-01-01T00:00:02.000Z', 'saved', 'Saved on this device')]
    const chosenElsewhere = [{ ...serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true), chosenByMember: true }]
    expect(chosenIn(mergeTakes(chosenElsewhere, local))).toEqual(['a'])
    expect(chosenIn(playableTakes(chosenElsewhere, local))).toEqual(['a'])
    const server = [
      serverTake('a', 'l1', '2026-01-01T00:00:01.000Z'),
      serverTake('z', 'l1', '2026-01-01T00:00:01.500Z', true),
    ]
    const queued = withQueuedChoices(server, new Map([['l1', 'a']]))
    expect(chosenIn(mergeTakes(queued, local))).toEqual(['a'])
  })

  it('does not replace a take of its line recorded after it elsewhere, which arrived first', () => {
    const local = [localTake('b', 'l1', '2026-01-01T00:00:02.000Z', 'saved', 'Saved on this device')]
    const newer = { ...serverTake('a', 'l1', '2026-01-01T00:00:09.000Z', true), recordedAt: '2026-01-01T00:00:03.000Z' }
    expect(chosenIn(mergeTakes([newer], local))).toEqual(['a'])
    const older = { ...newer, recordedAt: '2026-01-01T00:00:01.000Z' }
    expect(chosenIn(mergeTakes([older], local))).toEqual(['b'])
  })

  it('counts for nothing while it records or when its upload cannot succeed', () => {
    const server = [serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true)]
    const failed = { ...localTake('b', 'l1', '2026-01-01T00:00:02.000Z', 'saved', 'Not uploaded'), error: 'Too long' }
    const recording = localTake('c', 'l1', '2026-01-01T00:00:03.000Z', 'recording', 'Recording…')
    expect(chosenIn(mergeTakes(server, [failed, recording], 'c'))).toEqual(['a'])
    expect(chosenIn(playableTakes(server, [failed, recording]))).toEqual(['a'])
  })
})

describe('cache updates', () => {
  it('adds polled takes once each, however often the polls overlap', () => {
    const a = serverTake('a', 'l1', '2026-01-01T00:00:01.000Z')
    const b = serverTake('b', 'l3', '2026-01-01T00:00:02.000Z')
    expect(addNewTakes(addNewTakes([a], [a, b]), [b]).map((take) => take.id)).toEqual(['a', 'b'])
  })

  it('a new take the server chose is the only chosen take of its line', () => {
    const a = serverTake('a', 'l1', '2026-01-01T00:00:01.000Z', true)
    const c = serverTake('c', 'l3', '2026-01-01T00:00:01.500Z', true)
    const b = serverTake('b', 'l1', '2026-01-01T00:00:02.000Z', true)
    expect(addNewTakes([a, c], [b]).map((take) => [take.id, take.chosen])).toEqual([
      ['a', false],
      ['c', true],
      ['b', true],
    ])
  })

  it('a chosen take makes the other takes of its line unchosen and leaves other lines alone', () => {
    const takes = [serverTake('a', 'l1', 't1', true), serverTake('b', 'l1', 't2'), serverTake('c', 'l3', 't3', true)]
    const after = markChosen(takes, { ...takes[1]!, chosen: true })
    expect(after.map((take) => [take.id, take.chosen])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ])
  })

  it('a choice queued on this device counts for its line until the server has it, whatever the last read says', () => {
    const takes = [serverTake('a', 'l1', 't1', true), serverTake('b', 'l1', 't2'), serverTake('c', 'l3', 't3', true)]
    const shown = withQueuedChoices(takes, new Map([['l1', 'b']]))
    expect(shown.map((take) => [take.id, take.chosen])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ])
    expect(shown.filter((take) => take.chosenByMember).map((take) => take.id)).toEqual(['b'])
    expect(withQueuedChoices(takes, new Map())).toBe(takes)
  })
})

describe('whether a take row is drawn again', () => {
  const local = [
    {
      ...localTake('c', 'l1', '2026-01-01T00:00:04.000Z', 'saved', 'Saved on this device'),
      peaks: [10, 40, 20],
      trim: { startMs: 100, endMs: 900 },
    },
  ]
  const [shown] = mergeTakes([], local)

  it('not when the takes are built anew with nothing changed', () => {
    const [again] = mergeTakes([], structuredClone(local))
    expect(again).not.toBe(shown)
    expect(sameStudioTake(shown!, again!)).toBe(true)
    expect(sameStudioTakes([shown!], [again!])).toBe(true)
  })

  it.each([
    ['its upload state', { label: 'Uploading 40%' }],
    ['its choice', { chosen: false }],
    ['its error', { error: 'The take could not be uploaded.' }],
    ['its level', { level: '-19.0 LUFS, peak -3.0 dBFS' }],
    ['its loudness', { lufs: -19 }],
    ['its number', { number: 2 }],
    ['who recorded it', { recordedBy: 'Ben' }],
    ['its duration', { durationMs: 5000 }],
    ['its trim', { trim: { startMs: 100, endMs: 800 } }],
    ['a trim removed', { trim: null }],
    ['its waveform', { peaks: [10, 40, 21] }],
    ['its being uploaded', { uploaded: true }],
  ])('whenever %s changed', (_, change) => {
    expect(sameStudioTake(shown!, { ...shown!, ...change })).toBe(false)
  })

  it('when a take is added to its line or one goes', () => {
    expect(sameStudioTakes([shown!], [shown!, { ...shown!, id: 'd' }])).toBe(false)
    expect(sameStudioTakes([shown!], [])).toBe(false)
  })
})
