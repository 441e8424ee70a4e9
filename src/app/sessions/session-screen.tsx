import { Button, Container, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useUser } from '../auth/use-user'
import { StudioScreen } from './studio-screen'

/** /session/{sessionId} (SPEC §2): the recording studio. Sessions are for their members, so a
 *  signed-out visitor is asked to log in and comes back here. */
export function SessionScreen() {
  const user = useUser()
  const navigate = useNavigate()
  const { sessionId } = useParams({ from: '/session/$sessionId' })
  if (user) return <StudioScreen key={`${sessionId}:${user.id}`} sessionId={sessionId} userId={user.id} />
  return (
    <Container maxW="md" py="12" textAlign="center">
      <Text mb="4">Please log in to open this session.</Text>
      <Button
        data-login-opener=""
        onClick={() => void navigate({ to: '/login', search: { redirect: `/session/${sessionId}` } })}
      >
        Log in
      </Button>
    </Container>
  )
}
