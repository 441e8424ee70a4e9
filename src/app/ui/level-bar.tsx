import { Box } from '@chakra-ui/react'
import { meterFloorDb, toDbfs } from '../audio/decibels'

const percentOf = (db: number) => Math.round(((db - meterFloorDb) / -meterFloorDb) * 100)

/** A microphone's peak level on a dB scale (-60 to 0 dBFS), with the held peak as a tick: yellow
 *  from -12 dBFS, red from -3 dBFS, where a take is about to clip. */
export function LevelBar({ level, heldDb: held }: { level: number; heldDb?: number }) {
  const db = toDbfs(level)
  const heldDb = held === undefined ? db : Math.max(db, held)
  const percent = percentOf(db)
  const color = heldDb >= -3 ? 'red.500' : heldDb >= -12 ? 'yellow.500' : 'green.500'
  return (
    <Box
      role="meter"
      aria-label="Input level"
      aria-valuemin={meterFloorDb}
      aria-valuemax={0}
      aria-valuenow={Math.round(db)}
      aria-valuetext={`${Math.round(heldDb)} dBFS peak`}
      position="relative"
      h="2"
      w="full"
      bg="bg.emphasized"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg={color} transition="width 50ms linear" />
      <Box
        position="absolute"
        top="0"
        bottom="0"
        left={`calc(${percentOf(heldDb)}% - 2px)`}
        w="2px"
        bg={color}
        data-held-peak=""
      />
    </Box>
  )
}
