import { Button, Field, Heading, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import type { Session } from '#contract/sessions'
import { messageOf } from '../api/api-error'
import { NameFirst } from '../profiles/name-first'
import { QueryStates } from '../ui/query-states'
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from './share-link/share-link-queries'
import { expiryOptions, wholeSessionLabel } from './share-link-options'
import { ShareLinkRow } from './share-link-row'

const wholeSession = ''

/** Owner only: make links that invite someone to voice a role (or the whole session), and revoke them. */
export function ShareLinksPanel({ session, online }: { session: Session; online: boolean }) {
  const links = useShareLinks(session.id)
  const create = useCreateShareLink(session.id)
  const revoke = useRevokeShareLink(session.id)
  const [roleId, setRoleId] = useState(wholeSession)
  const [expiry, setExpiry] = useState('1')
  const failure = create.error ?? revoke.error
  const makeLink = () =>
    create.mutate({ roleId: roleId || null, expiresInHours: expiryOptions[Number(expiry)]?.hours ?? null })

  return (
    <Stack as="section" gap="3" aria-labelledby="share-links-heading">
      <Heading as="h2" size="md" id="share-links-heading">
        Share links
      </Heading>
      <NameFirst seenBy="The people you invite" />
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
        <Button onClick={makeLink} loading={create.isPending} disabled={!online}>
          Make a share link
        </Button>
      </Wrap>
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          Share links can be made and revoked when you are online.
        </Text>
      )}
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {messageOf(failure)}
        </Text>
      )}
      <QueryStates query={links} loading="Loading share links…" offline="Share links show here when you are online.">
        {(list) => {
          const shown = list.filter((link) => !link.revoked)
          return (
            shown.length > 0 && (
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
            )
          )
        }}
      </QueryStates>
    </Stack>
  )
}
