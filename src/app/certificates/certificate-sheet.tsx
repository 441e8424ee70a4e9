import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { certificateQrPath, type Certificate } from '#contract/certificates'
import { dateOf, purposeText } from './certificate-words'
import './certificate-print.css'

/** The certificate itself: what is printed. */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const purpose = purposeText(certificate)
  return (
    <Box
      as="article"
      aria-label="Certificate"
      className="certificate-sheet"
      borderWidth="3px"
      borderStyle="double"
      borderColor="border.emphasized"
      borderRadius="md"
      bg="bg.panel"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '12' }}
      textAlign="center"
    >
      <Stack gap="5" align="center">
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" color="fg.muted">
          Certificate
        </Text>
        <Text color="fg.muted">This certifies that</Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontFamily="serif" lineHeight="1.1">
          {certificate.recipientName}
        </Heading>
        <Text color="fg.muted">has been awarded</Text>
        <Heading as="h2" size="2xl">
          {certificate.title}
        </Heading>
        {purpose && <Text fontSize="lg">{purpose}</Text>}
        <Text>
          Issued by {certificate.issuerName} on {dateOf(certificate.issuedAt)}
        </Text>
        <Image
          className="certificate-qr"
          src={certificateQrPath(certificate.id)}
          alt="QR code of this certificate’s page, where it can be verified"
          width="32"
          height="32"
          bg="white"
        />
        <Text fontSize="xs" color="fg.muted">
          Certificate {certificate.id}
        </Text>
      </Stack>
    </Box>
  )
}
