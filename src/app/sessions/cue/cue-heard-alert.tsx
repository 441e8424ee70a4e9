import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { cueTexts } from './use-cue'

/** Said when the partner's cue is in the take just recorded: headphones, and the line again. */
export function CueHeardAlert({
  lineText,
  onRecordAgain,
  onDismiss,
}: {
  lineText: string | null
  onRecordAgain: () => void
  onDismiss: () => void
}) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{cueTexts.heard}</Alert.Title>
        <Text fontSize="sm">
          {cueTexts.heardHint}
          {lineText ? ` (“${lineText}”)` : ''}
        </Text>
        <HStack gap="2">
          <Button size="sm" onClick={onRecordAgain}>
            {cueTexts.recordAgain}
          </Button>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Keep this take
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  )
}
