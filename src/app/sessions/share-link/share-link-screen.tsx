import { Button, Container, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#app/api/api-error'
import { useUser } from '#app/auth/use-user'
import { ErrorState } from '#app/ui/query-states'
import { EnteringScreen } from './entering-screen'
import { useEnterFromLink } from './use-enter-session'

export const openingSharedText = 'Opening the shared session…'
export const invalidLinkText = 'This link is invalid.'
export const logInToShareText = 'Please log in to access the shared script.'

/** /s/{linkId} (SPEC §2): joins the linked session and replaces itself with the studio; a
 *  signed-out visitor is asked to log in and comes back here afterwards. */
export function ShareLinkScreen() {
  const user = useUser()
  const navigate = useNavigate()
  const { linkId } = useParams({ from: '/s/$linkId' })
  const [attempt, setAttempt] = useState(0)
  if (user) return <EnterFromLink key={attempt} linkId={linkId} onRetry={() => setAttempt((n) => n + 1)} />
  return (
    <Container maxW="md" py="12" textAlign="center">
      <Text mb="4">{logInToShareText}</Text>
      {/* In place of this page: after login the link replaces the login page, then the studio
          replaces the link, so Back from the studio does not land on the link again. */}
      <Button onClick={() => void navigate({ to: '/login', search: { redirect: `/s/${linkId}` }, replace: true })}>
        Log in
      </Button>
    </Container>
  )
}

function EnterFromLink({ linkId, onRetry }: { linkId: string; onRetry: () => void }) {
  const state = useEnterFromLink(linkId)
  if (state.kind === 'entering') return <EnteringScreen text={openingSharedText} />
  // The server says 404 for every unusable link; a lost connection may work on a retry.
  const refused = state.error instanceof ApiError && state.error.status < 500
  return (
    <Container maxW="md" py="12">
      {refused ? <ErrorState message={invalidLinkText} /> : <ErrorState error={state.error} onRetry={onRetry} />}
    </Container>
  )
}
