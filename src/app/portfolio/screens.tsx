import { PlaceholderScreen } from '../layout/placeholder-screen'

export function PortfolioScreen() {
  return <PlaceholderScreen title="Portfolio" description="Recordings this member shows off." />
}
