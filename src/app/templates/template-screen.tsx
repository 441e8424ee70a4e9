import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Template } from '#contract/templates'
import { NetworkError } from '../api/api-error'
import { useUser } from '../auth/use-user'
import { newId } from '#shared/new-id'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { RoleList, ScriptText, useCreateScript } from '../scripts'
import { ErrorAlert } from '../ui/error-alert'
import { QueryStates } from '../ui/query-states'
import { useTemplate } from './template-queries'
import { templateScriptBody } from './template-script'

export const missingTemplateMessage = 'This template does not exist.'
const offlineMessage = 'Could not reach the server. Try again when you are online.'

/** /template/$templateId (open to all): the template's scene, and "Use this template". */
export function TemplateScreen() {
  const { templateId } = useParams({ from: '/template/$templateId' })
  const template = useTemplate(templateId)
  const user = useUser()
  const navigate = useNavigate()
  const [scriptId] = useState(newId)
  const createScript = useCreateScript()
  const parsed = useMemo(() => (template.data ? parseScreenplay(template.data.body) : null), [template.data])

  function startFromTemplate(loaded: Template) {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/template/${templateId}` } })
      return
    }
    createScript.mutate(templateScriptBody(loaded, scriptId), {
      onSuccess: (script) => void navigate({ to: '/scripts/edit/$scriptId', params: { scriptId: script.id } }),
    })
  }

  if (!template.data || !parsed) {
    return (
      <Container maxW="3xl" py="8">
        <QueryStates query={template} page loading="Loading the template…" missing={missingTemplateMessage} />
      </Container>
    )
  }
  const loaded = template.data

  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Text color="fg.muted" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
            Template
          </Text>
          <Heading as="h1" size="2xl">
            {loaded.title}
          </Heading>
          {loaded.description && <Text>{loaded.description}</Text>}
        </Stack>
        <Stack gap="2">
          <Button
            alignSelf="start"
            loading={createScript.isPending}
            loadingText="Making your script…"
            onClick={() => startFromTemplate(loaded)}
          >
            Use this template
          </Button>
          {!user && (
            <Text fontSize="sm" color="fg.muted">
              Log in to make a script of your own from this template.
            </Text>
          )}
          <ErrorAlert
            message={createScript.error instanceof NetworkError ? offlineMessage : null}
            error={createScript.error}
          />
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
