import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { NetworkError, messageOf } from '../api/api-error'
import { useUser } from '../auth/use-user'
import { newId } from '../../shared/new-id'
import { parseScreenplay } from '../../shared/screenplay/parse-screenplay'
import { RoleList } from '../scripts/reader/role-list'
import { ScriptText } from '../scripts/reader/script-text'
import { isMissing, isRefused } from '../scripts/script-queries'
import { ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../scripts/ui/query-states'
import { useTemplate } from './template-queries'
import { useTemplateScript } from './use-template-script'

export const missingTemplateMessage = 'This template does not exist.'
const offlineMessage = 'Could not reach the server. Try again when you are online.'

/** /template/$templateId (open to all): the template's scene, and "Use this template". */
export function TemplateScreen() {
  const { templateId } = useParams({ from: '/template/$templateId' })
  const template = useTemplate(templateId)
  const user = useUser()
  const navigate = useNavigate()
  const [scriptId] = useState(newId)
  const createScript = useTemplateScript(template.data)
  const parsed = useMemo(() => (template.data ? parseScreenplay(template.data.body) : null), [template.data])

  function startFromTemplate() {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/template/${templateId}` } })
      return
    }
    createScript.mutate(scriptId, { onSuccess: (script) => void navigate({ to: '/scripts/edit/$scriptId', params: { scriptId: script.id } }) })
  }

  if (!template.data || !parsed) {
    return (
      <Container maxW="3xl" py="8">
        {isPausedOffline(template) ? (
          <ErrorState message={notOnDeviceMessage} />
        ) : template.isError ? (
          <ErrorState
            message={isMissing(template.error) ? missingTemplateMessage : undefined}
            error={template.error}
            onRetry={isRefused(template.error) ? undefined : () => void template.refetch()}
          />
        ) : (
          <LoadingState label="Loading the template…" />
        )}
      </Container>
    )
  }

  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Text color="fg.muted" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
            Template
          </Text>
          <Heading as="h1" size="2xl">
            {template.data.title}
          </Heading>
          {template.data.description && <Text>{template.data.description}</Text>}
        </Stack>
        <Stack gap="2">
          <Button alignSelf="start" loading={createScript.isPending} loadingText="Making your script…" onClick={startFromTemplate}>
            Use this template
          </Button>
          {!user && <Text fontSize="sm" color="fg.muted">Log in to make a script of your own from this template.</Text>}
          {createScript.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{createScript.error instanceof NetworkError ? offlineMessage : messageOf(createScript.error)}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="template-roles" gap="2">
          <Heading as="h2" size="lg" id="template-roles">
            Roles
          </Heading>
          <RoleList roles={parsed.roles} />
        </Stack>
        <Stack as="section" aria-labelledby="template-scene" gap="3">
          <Heading as="h2" size="lg" id="template-scene">
            The scene
          </Heading>
          <ScriptText lines={parsed.lines} />
        </Stack>
      </Stack>
    </Container>
  )
}
