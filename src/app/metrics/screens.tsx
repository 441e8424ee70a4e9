import { PlaceholderScreen } from '../layout/placeholder-screen'

export function MetricsScreen() {
  return <PlaceholderScreen title="Metrics" description="How the product is used." />
}
