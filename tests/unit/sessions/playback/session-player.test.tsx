// jsdom has no Web Audio: what the player shows before playing, and the alerts a browser without
// it gets (real playback and the mixdown run in tests/e2e/playback.spec.ts).
import { ChakraProvider } from '@chakra-ui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SessionPlayer, type PlayableSession } from '#app/sessions/playback/session-player'
import { system } from '#app/variant/systems'

const session: PlayableSession = {
  title: 'Storm at sea',
  backgroundTrack: 7,
  script: {
    id: 'script-1',
    title: 'Storm at sea',
    roles: [{ id: 'r1', name: 'CAPTAIN', description: '' }],
    lines: [
      { id: 'l1', roleId: 'r1', kind: 'dialogue', text: 'Brace!' },
      { id: 'l2', roleId: 'r1', kind: 'dialogue', text: 'Hold the wheel.' },
    ],
  },
  takes: [{ id: 't1', lineId: 'l1', chosen: false, createdAt: '2026-01-01T00:00:00Z' }],
}

function renderPlayer() {
  const loaded: string[] = []
  render(
    <ChakraProvider value={system}>
      <SessionPlayer session={session} loadAudio={async (take) => (loaded.push(take.id), new Blob([]))} />
    </ChakraProvider>,
  )
  return loaded
}

describe('SessionPlayer', () => {
  it("shows the session's music and the lines without a take", () => {
    renderPlayer()
    expect(screen.getByRole('button', { name: 'Play session' })).toBeTruthy()
    expect(screen.getByText('Music: track 7 of 9')).toBeTruthy()
    expect(screen.getByText('Not recorded yet:')).toBeTruthy()
    expect(screen.getByText('CAPTAIN: Hold the wheel.')).toBeTruthy()
    expect(screen.queryByText('CAPTAIN: Brace!')).toBeNull()
  })

  it('says plainly when the browser cannot play or mix audio', async () => {
    const loaded = renderPlayer()
    fireEvent.click(screen.getByRole('button', { name: 'Play session' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The session could not be played: This browser cannot play audio.',
    )
    expect(screen.getByRole('button', { name: 'Play session' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Download mixdown' }))
    fireEvent.click(screen.getByRole('button', { name: 'Prepare file' }))
    expect(await screen.findByText('The mixdown could not be made: This browser cannot make a mixdown.')).toBeTruthy()
    expect(loaded).toEqual([])
  })
})
