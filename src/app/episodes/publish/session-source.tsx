import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import type { Session, SessionSummary } from '#contract/sessions'
import { describeLine, playbackPlan, useSession, useSessionHistory } from '#app/sessions'
import { ListStates } from '#app/ui/list-states'
import { EmptyState, QueryStates } from '#app/ui/query-states'

export const noFinishedSessionsText = 'You have no finished sessions yet.'
export const noneLoadedYetText = 'No finished session among those loaded so far; older ones may be.'

const noFinishedSessions = (
  <EmptyState title={noFinishedSessionsText}>
    Record a script in the studio on the main site and press Mark as finished; it can then be published here.
  </EmptyState>
)

const isPublishable = (session: SessionSummary) => session.isOwner && session.status === 'complete'

/** "Session": the member's finished sessions, one to choose. Only the pages read so far are known: with
 *  more to load, none finished among them is not yet "none". */
export function SessionChoice({
  chosen,
  onChoose,
}: {
  chosen: string | null
  onChoose: (session: SessionSummary) => void
}) {
  const history = useSessionHistory()
  return (
    <Stack as="fieldset" gap="2" border="0" p="0" m="0">
      <Text as="legend" fontWeight="medium" mb="2">
        Session
      </Text>
      <ListStates query={history} loading="Loading your sessions…" empty={noFinishedSessions}>
        {(sessions) => {
          const finished = sessions.filter(isPublishable)
          if (finished.length === 0)
            return history.hasNextPage ? <Text color="fg.muted">{noneLoadedYetText}</Text> : noFinishedSessions
          return (
            <Stack gap="1">
              {finished.map((session) => (
                <HStack as="label" key={session.id} gap="2" cursor="pointer">
                  <input
                    type="radio"
                    name="episode-session"
                    value={session.id}
                    checked={chosen === session.id}
                    onChange={() => onChoose(session)}
                  />
                  <Text>
                    {session.title || 'Untitled script'}{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      ({session.recordedLineCount} of {session.lineCount} lines)
                    </Text>
                  </Text>
                </HStack>
              ))}
            </Stack>
          )
        }}
      </ListStates>
    </Stack>
  )
}

/** The chosen session, read whole: its lines as the episode will play them, and those not recorded. */
export function ChosenSession({
  sessionId,
  children,
}: {
  sessionId: string
  children: (session: Session) => ReactNode
}) {
  const session = useSession(sessionId)
  return (
    <QueryStates query={session} loading="Loading the session…">
      {(data) => (
        <Stack gap="3">
          <SessionLines session={data} />
          {children(data)}
        </Stack>
      )}
    </QueryStates>
  )
}

function SessionLines({ session }: { session: Session }) {
  const plan = useMemo(() => playbackPlan(session), [session])
  return (
    <Stack gap="2">
      <Box>
        <Text fontWeight="medium">The episode plays these lines:</Text>
        {plan.lines.length === 0 ? (
          <Text color="fg.muted">No line has a take: the episode would be the music alone.</Text>
        ) : (
          <Stack as="ol" gap="0" ps="5" aria-label="Lines of the episode">
            {plan.lines.map((line) => (
              <Text as="li" key={line.lineId} fontSize="sm">
                {describeLine(line)}
              </Text>
            ))}
          </Stack>
        )}
      </Box>
      {plan.missing.length > 0 && (
        <Box>
          <Text fontWeight="medium">Not recorded, so left out:</Text>
          {plan.missing.map((line) => (
            <Text key={line.lineId} fontSize="sm" color="fg.muted">
              {describeLine(line)}
            </Text>
          ))}
        </Box>
      )}
    </Stack>
  )
}
