import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Certificate } from '#contract/certificates'
import { dateOf, purposeText } from './certificate-words'

/** Certificates as a list: each title links to its page, with what it was for, its date and whether
 *  it was revoked; `actions` adds buttons per certificate (a teacher's Revoke). */
export function CertificateList({
  items,
  label,
  actions,
}: {
  items: Certificate[]
  label: string
  actions?: (certificate: Certificate) => ReactNode
}) {
  return (
    <Stack as="ul" aria-label={label} gap="3" m="0" p="0" listStyleType="none">
      {items.map((certificate) => (
        <Stack as="li" key={certificate.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
          <HStack gap="2" flexWrap="wrap">
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to="/certificate/$certId" params={{ certId: certificate.id }}>
                {certificate.title}
              </Link>
            </ChakraLink>
            {certificate.revokedAt && <Badge colorPalette="red">Revoked</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {[certificate.recipientName, purposeText(certificate), dateOf(certificate.issuedAt)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {actions?.(certificate)}
        </Stack>
      ))}
    </Stack>
  )
}
