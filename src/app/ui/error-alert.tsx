import { Alert } from '@chakra-ui/react'

/** The server's message after a failed login, registration or reset (SPEC §8). */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}
