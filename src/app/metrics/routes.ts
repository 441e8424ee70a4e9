import { lazyScreen } from '../router/lazy-screen'
import { page } from '../router/page-route'
import { metricsInPlace, standard } from '../router/rule-presets'

const screens = () => import('./screens')

export const metricRoutes = [
  page(
    '/metrics',
    { main: standard('open', 'show_metrics'), dashboard: metricsInPlace },
    lazyScreen(screens, 'MetricsScreen'),
  ),
]
