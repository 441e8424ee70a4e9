import { lazy, Suspense, type ReactNode } from 'react'
import { lazyWithReload } from '../pwa/lazy-with-reload'
import { viewTitles, type AuthView } from './auth-view'
import { LoginView } from './login-view'
import { PageDialog } from '../auth/page-dialog'
import { RegisterView } from './register-view'
import { ResetView } from './reset-view'

// Loaded when School Member is pressed: most visitors of the login page never open it.
const JoinClassView = lazy(() =>
  lazyWithReload(() => import('./join-class-view'), 'join-class-view').then((module) => ({
    default: module.JoinClassView,
  })),
)

export interface LoginDialogProps {
  view: AuthView
  onViewChange: (view: AuthView) => void
  /** Called once the token and user are stored. */
  onSignedIn: () => void
  /** A line above the form, e.g. why this page asks for another account. */
  note?: ReactNode
  /** Escape: back to the page that opened it; none when the dialog is all there is. */
  onClose?: () => void
}

/** The login dialog with its views; it is the page, so only Escape leaves it, back to its opener. */
export function LoginDialog({ view, onViewChange, onSignedIn, note, onClose }: LoginDialogProps) {
  return (
    <PageDialog title={viewTitles[view]} onEscape={onClose}>
      {note && (
        <p className="plain-muted" style={{ marginBottom: '1rem' }}>
          {note}
        </p>
      )}
      {view === 'login' && <LoginView onViewChange={onViewChange} onSignedIn={onSignedIn} />}
      {view === 'register' && <RegisterView onViewChange={onViewChange} onSignedIn={onSignedIn} />}
      {view === 'reset' && <ResetView onViewChange={onViewChange} />}
      {view === 'join' && (
        <Suspense fallback={<p className="plain-muted">Loading…</p>}>
          <JoinClassView onViewChange={onViewChange} onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </PageDialog>
  )
}
