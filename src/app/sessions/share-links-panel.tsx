import { Button, Field, Heading, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { sessionsApi, type Session } from '../../contract/sessions'
import { messageOf } from '../api/api-error'
import { useAppContext } from '../router/use-app-context'
import { retryUnlessRefused } from '../scripts/script-queries'
import { sessionKeys } from './session-queries'
import { expiryOptions, wholeSessionLabel } from './share-link-options'
import { ShareLinkRow } from './share-link-row'

const wholeSession = ''

/** Owner only: make links that invite someone to voice a role (or the whole session), and revoke them. */
export function ShareLinksPanel({ session, online }: { session: Session; online: boolean }) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  const key = sessionKeys.links(session.id)
  const links = useQuery({
    queryKey: key,
    queryFn: () => api.request(sessionsApi.links, { params: { id: session.id } }),
    networkMode: 'offlineFirst',
    retry: retryUnlessRefused,
  })
  const [roleId, setRoleId] = useState(wholeSession)
  const [expiry, setExpiry] = useState('1')
  const create = useMutation({
    mutationFn: () =>
      api.request(sessionsApi.createLink, {
        params: { id: session.id },
        body: { roleId: roleId || null, expiresInHours: expiryOptions[Number(expiry)]?.hours ?? null },
      }),
    onSuccess: (link) => queryClient.setQueryData(key, (list: typeof links.data) => [link, ...(list ?? [])]),
  })
  const revoke = useMutation({
    mutationFn: (linkId: string) => api.request(sessionsApi.revokeLink, { params: { id: session.id, linkId } }),
    onSuccess: (_answer, linkId) => queryClient.setQueryData(key, (list: typeof links.data) => list?.map((link) => (link.linkId === linkId ? { ...link, revoked: true } : link))),
  })
  const shown = (links.data ?? []).filter((link) => !link.revoked)
  const failure = create.error ?? revoke.error

  return (
    <Stack as="section" gap="3" aria-labelledby="share-links-heading">
      <Heading as="h2" size="md" id="share-links-heading">
        Share links
      </Heading>
      <Wrap gap="3" align="end">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={roleId} onChange={(event) => setRoleId(event.target.value)}>
              <option value={wholeSession}>{wholeSessionLabel}</option>
              {session.script.roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label>Expires</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={expiry} onChange={(event) => setExpiry(event.target.value)}>
              {expiryOptions.map((option, index) => (
                <option key={option.label} value={String(index)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button onClick={() => create.mutate()} loading={create.isPending} disabled={!online}>
          Make a share link
        </Button>
      </Wrap>
      {!online && <Text fontSize="sm" color="fg.muted">Share links can be made and revoked when you are online.</Text>}
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(failure)}
        </Text>
      )}
      {links.isError && !links.data && online && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(links.error)}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack as="ul" gap="2" ps="0">
          {shown.map((link) => (
            <ShareLinkRow
              key={link.linkId}
              session={session}
              link={link}
              online={online}
              revoking={revoke.isPending && revoke.variables === link.linkId}
              onRevoke={() => revoke.mutate(link.linkId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
