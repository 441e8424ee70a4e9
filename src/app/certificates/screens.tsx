export { CertificatesScreen } from './certificates-screen'
export { CertificateScreen } from './certificate-screen'
