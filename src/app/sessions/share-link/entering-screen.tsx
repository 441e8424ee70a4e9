import { Center, Spinner, Stack, Text } from '@chakra-ui/react'

/** What an entry page shows while it finds the session: a spinner and what it is doing. */
export function EnteringScreen({ text }: { text: string }) {
  return (
    <Center minH="50vh" role="status">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text>{text}</Text>
      </Stack>
    </Center>
  )
}
