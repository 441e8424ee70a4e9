// The alert after a take recorded through a speaker: what it says, and its two answers.
import { ChakraProvider } from '@chakra-ui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CueHeardAlert } from '#app/sessions/cue/cue-heard-alert'
import { system } from '#app/variant/systems'

function showAlert(lineText: string | null) {
  const onRecordAgain = vi.fn()
  const onDismiss = vi.fn()
  render(
    <ChakraProvider value={system}>
      <CueHeardAlert lineText={lineText} onRecordAgain={onRecordAgain} onDismiss={onDismiss} />
    </ChakraProvider>,
  )
  return { onRecordAgain, onDismiss }
}

const hint = 'Your take keeps the partner’s line played through the speaker. Put on headphones and record it again.'

describe('CueHeardAlert', () => {
  it('tells the member to use headphones and names the line to record again', () => {
    showAlert('Bye.')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The cue is in your take: use headphones')
    expect(screen.getByText(`${hint} (“Bye.”)`)).toBeTruthy()
  })

  it('says the hint alone when the line is not known', () => {
    showAlert(null)
    expect(screen.getByText(hint)).toBeTruthy()
  })

  it('"Record again" records the line again, and only that', () => {
    const { onRecordAgain, onDismiss } = showAlert('Bye.')
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }))
    expect(onRecordAgain).toHaveBeenCalledTimes(1)
    expect(onDismiss).not.toHaveBeenCalled()
  })

  it('"Keep this take" dismisses the alert, and only that', () => {
    const { onRecordAgain, onDismiss } = showAlert('Bye.')
    fireEvent.click(screen.getByRole('button', { name: 'Keep this take' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(onRecordAgain).not.toHaveBeenCalled()
  })
})
