import { Alert, Button, Container, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useParams } from '@tanstack/react-router'
import { certificateMessages } from '#contract/certificates'
import { QueryStates } from '../ui/query-states'
import { useCertificate } from './certificate-queries'
import { CertificateSheet } from './certificate-sheet'
import { verdictTexts } from './certificate-words'

/** /certificate/{certId} (open to all): the printable certificate and the server's verdict on it. */
export function CertificateScreen() {
  const { certId } = useParams({ from: '/certificate/$certId' })
  const certificate = useCertificate(certId)
  return (
    <Container maxW="4xl" py="8">
      <QueryStates
        query={certificate}
        loading="Loading the certificate…"
        missing={certificateMessages.unknownCertificate}
      >
        {({ certificate: shown, verification }) => (
          <Stack gap="6">
            <Stack gap="2" className="certificate-no-print" aria-label="Verification" role="group">
              {verdictTexts(shown, verification.genuine).map(({ text, good }) => (
                <Alert.Root key={text} status={good ? 'success' : 'error'}>
                  <Alert.Indicator />
                  <Alert.Title>{text}</Alert.Title>
                </Alert.Root>
              ))}
            </Stack>
            <CertificateSheet certificate={shown} />
            <HStack className="certificate-no-print" gap="4" flexWrap="wrap">
              <Button onClick={() => window.print()}>Print</Button>
              <ChakraLink asChild color="brand.fg">
                <Link to="/certificate">My certificates</Link>
              </ChakraLink>
            </HStack>
          </Stack>
        )}
      </QueryStates>
    </Container>
  )
}
