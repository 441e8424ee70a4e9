import { Text } from '@chakra-ui/react'
import { LevelBar } from '../ui/level-bar'
import { LiveRegion } from '../ui/live-region'
import type { InputMeter } from './use-input-meter'

/** The studio microphone's peak meter while recording, and its warning (kept after the take stops). */
export function LevelMeter({ meter, recording }: { meter: InputMeter; recording: boolean }) {
  return (
    <>
      {recording && <LevelBar level={meter.level} heldDb={meter.heldDb} />}
      <LiveRegion urgent>
        {meter.warning && (
          <Text fontSize="sm" fontWeight="semibold" color="fg.error">
            {meter.warning}
          </Text>
        )}
      </LiveRegion>
    </>
  )
}
