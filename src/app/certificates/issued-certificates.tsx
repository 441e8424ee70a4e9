import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { certificateLimits, type Certificate } from '#contract/certificates'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ErrorAlert } from '../ui/error-alert'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { TextField } from '../ui/text-field'
import { CertificateList } from './certificate-list'
import { useIssuedCertificates, useRevokeCertificate } from './certificate-queries'

/** A teacher's issued certificates, newest first, each revocable once. */
export function IssuedCertificates() {
  const issued = useIssuedCertificates(true)
  const [revoking, setRevoking] = useState<Certificate | null>(null)
  return (
    <Stack as="section" gap="3" aria-labelledby="issued-certificates">
      <Heading as="h2" size="lg" id="issued-certificates">
        Certificates I issued
      </Heading>
      <ListStates
        query={issued}
        loading="Loading the certificates you issued…"
        empty={<EmptyState title="You have not issued any certificates yet." />}
      >
        {(items) => (
          <CertificateList
            items={items}
            label="Certificates I issued"
            actions={(certificate) =>
              !certificate.revokedAt && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  alignSelf="start"
                  onClick={() => setRevoking(certificate)}
                >
                  Revoke “{certificate.title}”
                </Button>
              )
            }
          />
        )}
      </ListStates>
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  )
}

function RevokeDialog({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const revoke = useRevokeCertificate()
  const [reason, setReason] = useState('')
  return (
    <ConfirmDialog
      title="Revoke this certificate?"
      confirmLabel="Revoke certificate"
      busy={revoke.isPending}
      onCancel={onClose}
      onConfirm={() => revoke.mutate({ certId: certificate.id, reason: reason.trim() }, { onSuccess: onClose })}
    >
      <Stack gap="3">
        <Text>
          “{certificate.title}” for {certificate.recipientName} will say that it was revoked, to everyone who opens it.
          This cannot be undone.
        </Text>
        <TextField
          label="Reason (shown on the certificate)"
          value={reason}
          onChange={setReason}
          maxLength={certificateLimits.reasonMax}
        />
        <ErrorAlert error={revoke.error} />
      </Stack>
    </ConfirmDialog>
  )
}
