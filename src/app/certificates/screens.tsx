import { PlaceholderScreen } from '../layout/placeholder-screen'

export function CertificatesScreen() {
  return <PlaceholderScreen title="Certificates" description="Check a certificate by its number." />
}

export function CertificateScreen() {
  return <PlaceholderScreen title="Certificate" description="A certificate and what it was awarded for." />
}
