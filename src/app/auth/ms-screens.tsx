import { PlaceholderScreen } from '../layout/placeholder-screen'

export function MsLoginScreen() {
  return <PlaceholderScreen title="Signing in" description="Finishing your work or school account sign-in." />
}

export function MsLogoutScreen() {
  return <PlaceholderScreen title="Signing out" description="Signing you out of your work or school account." />
}
