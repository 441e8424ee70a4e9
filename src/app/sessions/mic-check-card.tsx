import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useState, useSyncExternalStore } from 'react'
import { checksThisMicrophone, keptMicCheck, MicCheckPanel, micCheckTexts, tipTexts } from '../mic-check'
import { captureSettings, type CaptureReport } from '../takes'

interface MicCheckCardProps {
  /** The line the member is about to record: what the check asks them to read. */
  line: string
  /** No take of this session on this device yet. */
  beforeFirstTake: boolean
  /** What the browser said of the microphone for the last take. */
  lastCapture: CaptureReport | null
}

/** The studio's mic check: offered open before the first take on this device, and again whenever
 *  the microphone is no longer the one checked; otherwise one line with its tip and "Check microphone". */
export const MicCheckCard = memo(function MicCheckCard({ line, beforeFirstTake, lastCapture }: MicCheckCardProps) {
  const kept = useSyncExternalStore(keptMicCheck.subscribe, keptMicCheck.get, keptMicCheck.get)
  const settings = useSyncExternalStore(captureSettings.subscribe, captureSettings.get, captureSettings.get)
  const current = checksThisMicrophone(kept, settings, lastCapture)
  const offer = !current && (beforeFirstTake || kept !== null)
  const [open, setOpen] = useState(offer)
  // Offered again when the microphone changes while the studio is open.
  const [offered, setOffered] = useState(offer)
  if (offer !== offered) {
    setOffered(offer)
    if (offer) setOpen(true)
  }

  if (!open)
    return (
      <HStack gap="3" wrap="wrap" fontSize="sm">
        <Text flex="1" minW="48">
          {micCheckTexts.heading}: {current && kept ? tipTexts[kept.result.tip] : micCheckTexts.notChecked}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {micCheckTexts.checkMicrophone}
        </Button>
      </HStack>
    )
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        {offer && <Text fontWeight="semibold">{kept ? micCheckTexts.offerAgain : micCheckTexts.offer}</Text>}
        <MicCheckPanel line={line} />
        <Box>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {offer ? micCheckTexts.notNow : micCheckTexts.close}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
})
