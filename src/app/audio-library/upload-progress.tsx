import { Box, Text } from '@chakra-ui/react'
import { createTexts } from './create-texts'

/** How much of the file the server has, as a bar and in words. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Box>
      <Box
        role="progressbar"
        aria-label={createTexts.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" />
      </Box>
      <Text fontSize="sm" mt="1" aria-live="polite">
        {createTexts.sending(percent)}
      </Text>
    </Box>
  )
}
