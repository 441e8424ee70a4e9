import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAuth } from './auth/auth'
import { startSession, withinStartupBudget } from './auth/start-session'
import { registerServiceWorker } from './pwa/register'
import { createAppRouter } from './router/create-app-router'
import { applyVariantToDocument } from './variant/variant-look'
import { detectVariant } from './variant/variant'

const variant = detectVariant(window.location)
applyVariantToDocument(variant)

const auth = createAuth({ storage: window.localStorage })
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
const router = createAppRouter({ variant, auth })

auth.onUnauthorized(() => void router.navigate({ to: '/' }))
let signedInAs = auth.getUser()?.id
auth.subscribe(() => {
  const now = auth.getUser()?.id
  if (now === signedInAs) return
  signedInAs = now
  // Another member may sign in next on this device: drop everything cached for the last one.
  if (!now) queryClient.clear()
  // The guard decides again, e.g. when a late refresh is refused on a page that needs login.
  void router.invalidate()
})

const started = withinStartupBudget(startSession(auth))
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App variant={variant} queryClient={queryClient} router={router} started={started} />
  </StrictMode>,
)
registerServiceWorker()
