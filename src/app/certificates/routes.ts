import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { mainOnly, standalone } from '../router/rule-presets'

const screens = () => import('./screens')

export const certificateRoutes = [
  page('/certificate', mainOnly(standalone()), lazyScreen(screens, 'CertificatesScreen')),
  page('/certificate/$certId', mainOnly(standalone()), lazyScreen(screens, 'CertificateScreen')),
]
