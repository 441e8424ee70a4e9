import { Center, Spinner } from '@chakra-ui/react'

/** Shown while a screen's code or the session is loading: never a blank page. */
export function PendingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  )
}
