// Publishing's progress: the bar moves with every percent, but a screen reader hears only the steps.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { PublishProgress } from '#app/episodes/publish/publish-progress'

it('announces the step, not each percent, and the bar keeps the value', () => {
  const show = (percent: number) => (
    <ChakraProvider value={defaultSystem}>
      <PublishProgress step="uploading" percent={percent} />
    </ChakraProvider>
  )
  const { container, rerender } = render(show(10))
  rerender(show(11))
  const live = [...container.querySelectorAll('[aria-live]')]
  expect(live.map((element) => element.textContent)).toEqual(['Uploading the audio…'])
  expect(screen.getByRole('progressbar', { name: 'Uploading the audio' }).getAttribute('value')).toBe('11')
  expect(container.textContent).toContain('Uploading the audio… 11%')
})
