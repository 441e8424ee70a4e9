// Under a line whose two takes are compared: which is heard, the switch (a tap, or Enter on it),
// and how fast the last switch took effect.
import { Button, HStack, Text } from '@chakra-ui/react'
import { LiveRegion } from '../ui/live-region'
import type { TakeCompare } from './use-take-compare'

export function CompareBar({ compare }: { compare: TakeCompare }) {
  if (!compare.takes) return null
  const [first, second] = compare.takes
  const heard = compare.hearing === 'first' ? first : second
  const other = compare.hearing === 'first' ? second : first
  return (
    <HStack gap="2" wrap="wrap" py="1" role="group" aria-label={`Comparing ${first.name} and ${second.name}`}>
      <Text fontSize="sm" fontWeight="medium">{`Comparing ${first.name} and ${second.name}`}</Text>
      <LiveRegion>
        <Text fontSize="sm">{compare.loading ? 'Loading both takes…' : `Hearing ${heard.name}`}</Text>
      </LiveRegion>
      <Button
        size="xs"
        disabled={compare.loading}
        onClick={(event) => compare.switchSides(event.timeStamp)}
      >{`Switch to ${other.name}`}</Button>
      <Button size="xs" variant="outline" onClick={compare.stop}>
        Stop comparing
      </Button>
      {compare.lastSwitchMs !== null && (
        <Text fontSize="xs" color="fg.muted">{`Switched in ${Math.max(1, Math.round(compare.lastSwitchMs))} ms`}</Text>
      )}
    </HStack>
  )
}
