import { Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { CertificateList } from './certificate-list'
import { useMyCertificates } from './certificate-queries'
import { IssueCertificateForm } from './issue-certificate-form'
import { IssuedCertificates } from './issued-certificates'

export const noCertificatesText = 'You have no certificates yet.'

/** /certificate: a member's certificates; a teacher also issues them and sees those they issued.
 *  Visitors are asked to log in (the page itself is open, as SPEC lists it). */
export function CertificatesScreen() {
  const user = useUser()
  const teacher = hasPrivilege(user, 'teacher')
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Certificates
          </Heading>
          <ChakraLink asChild color="brand.fg" alignSelf="start">
            <Link to="/">Back to the studio</Link>
          </ChakraLink>
        </Stack>
        {user ? <MyCertificates /> : <LogInPrompt />}
        {teacher && (
          <>
            <IssueCertificateForm />
            <IssuedCertificates />
          </>
        )}
      </Stack>
    </Container>
  )
}

function MyCertificates() {
  const mine = useMyCertificates(true)
  return (
    <Stack as="section" gap="3" aria-labelledby="my-certificates">
      <Heading as="h2" size="lg" id="my-certificates">
        My certificates
      </Heading>
      <ListStates query={mine} loading="Loading your certificates…" empty={<EmptyState title={noCertificatesText} />}>
        {(items) => <CertificateList items={items} label="My certificates" />}
      </ListStates>
    </Stack>
  )
}

function LogInPrompt() {
  return (
    <Text>
      Log in to see your certificates.{' '}
      <ChakraLink asChild color="brand.fg">
        <Link to="/login" search={{ redirect: '/certificate' }}>
          Log in
        </Link>
      </ChakraLink>
    </Text>
  )
}
