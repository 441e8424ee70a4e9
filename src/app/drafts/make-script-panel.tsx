import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { newId } from '#shared/new-id'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { toScriptContent } from '#shared/screenplay/to-script-content'
import { messageOf } from '../api/api-error'
import { useCreateScript } from '../scripts'
import { ErrorAlert } from '../ui/error-alert'
import { activityActions } from '#shared/activity-constants'
import { logActivity } from '../activities'

export const noRolesMessage =
  'No roles found yet. Write each spoken line as NAME: line (for example "ANNA: Where were you?"), ' +
  'or use Fountain: the character name in capitals on a line of its own, after an empty line, with the dialogue on the next line.'

interface MakeScriptPanelProps {
  draftId: string
  title: string
  body: string
  /** Makes sure the server has the draft as it is now (a script names its source draft). */
  pushNow: () => Promise<unknown>
}

/** A preview of the script this draft makes (roles, number of lines), then "Create script". */
export function MakeScriptPanel({ draftId, title, body, pushNow }: MakeScriptPanelProps) {
  const createScript = useCreateScript()
  const navigate = useNavigate()
  const parsed = useMemo(() => parseScreenplay(body), [body])
  const [error, setError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const lineCounts = new Map<string, number>()
  for (const line of parsed.lines) {
    if (line.kind === 'dialogue' && line.role)
      lineCounts.set(line.role.toLowerCase(), (lineCounts.get(line.role.toLowerCase()) ?? 0) + 1)
  }
  const linesOf = (name: string) => lineCounts.get(name.toLowerCase()) ?? 0

  async function create() {
    setCreating(true)
    setError(null)
    try {
      await pushNow()
      const content = toScriptContent(parsed, newId, { title: title.trim() || undefined })
      const script = await createScript.mutateAsync({
        ...content,
        id: newId(),
        sourceDraftId: draftId,
        templateId: null,
      })
      void logActivity(activityActions.draftToScript)
      await navigate({ to: '/scripts/edit/$scriptId', params: { scriptId: script.id } })
    } catch (failure) {
      setError(messageOf(failure))
      setCreating(false)
    }
  }

  return (
    <Box as="section" aria-label="Script preview" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        Script preview
      </Heading>
      {parsed.roles.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{noRolesMessage}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          <Text>
            {parsed.roles.length} {parsed.roles.length === 1 ? 'role' : 'roles'}, {parsed.lines.length}{' '}
            {parsed.lines.length === 1 ? 'line' : 'lines'}
          </Text>
          <Box as="ul" ps="5" listStyleType="disc">
            {parsed.roles.map((role) => (
              <li key={role.name}>
                {role.name}: {linesOf(role.name)} {linesOf(role.name) === 1 ? 'line' : 'lines'}
              </li>
            ))}
          </Box>
          <ErrorAlert message={error} />
          <Box>
            <Button onClick={() => void create()} loading={creating}>
              Create script
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  )
}
