export { MetricsScreen } from './metrics-screen'
