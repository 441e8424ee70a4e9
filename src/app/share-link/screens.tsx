import { Button, Container, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useUser } from '../auth/use-user'
import { PlaceholderScreen } from '../layout/placeholder-screen'

/** /s/{linkId}: opens the linked session (a later issue); a signed-out visitor is asked to log in. */
export function ShareLinkScreen() {
  const user = useUser()
  const navigate = useNavigate()
  const { linkId } = useParams({ strict: false })
  if (user) return <PlaceholderScreen title="Shared script" description="Opening the session this link shares." />
  return (
    <Container maxW="md" py="12" textAlign="center">
      <Text mb="4">Please log in to access the shared script.</Text>
      <Button onClick={() => void navigate({ to: '/login', search: { redirect: `/s/${linkId ?? ''}` } })}>Log in</Button>
    </Container>
  )
}
