import { PlaceholderScreen } from '../layout/placeholder-screen'

export function TemplateScreen() {
  return <PlaceholderScreen title="Template" description="Start a script from this template." />
}
