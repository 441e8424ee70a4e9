import { Box } from '@chakra-ui/react'

/** A microphone's level (RMS, 0–1) while recording; RMS is small for speech, so it is shown on a
 *  square-root scale. */
export function LevelBar({ level }: { level: number }) {
  const percent = Math.round(Math.min(1, Math.sqrt(level)) * 100)
  return (
    <Box role="meter" aria-label="Input level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} h="2" w="full" bg="bg.emphasized" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${percent}%`} bg={percent > 90 ? 'red.500' : 'green.500'} transition="width 50ms linear" />
    </Box>
  )
}
