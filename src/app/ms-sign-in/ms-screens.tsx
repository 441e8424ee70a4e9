// /auth/ms/login in the app: where Microsoft sends the browser back (MSAL reads the fragment and
// the page form-POSTs the ID token to the server route of the same path), and where the server
// sends a refused sign-in (`?error=…`). /auth/ms/logout is the server's; its screen here only shows
// if the app itself navigates there, and goes on to the server.
import { Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { msSignInPages } from '#contract/ms-sign-in'
import { ErrorAlert } from '../ui/error-alert'
import { finishMsLogin, isMsSignInEnabled, loadMsRedirectClient } from './ms-login'
import { submitMsLoginForm } from './ms-login-form'
import { clearPendingLogin } from './ms-pending-login'
import { useMsSignInConfig } from './ms-sign-in-queries'
import { msSignInErrorMessage, msSignInFailedMessage } from './ms-sign-in-errors'

export function MsLoginScreen() {
  const navigate = useNavigate()
  const { data: config, isError: configFailed } = useMsSignInConfig()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const [serverError] = useState(() => new URLSearchParams(searchStr).get('error'))
  const [failure, setFailure] = useState<string | null>(serverError === null ? null : msSignInErrorMessage(serverError))
  const started = useRef(false)

  useEffect(() => {
    if (serverError !== null) {
      clearPendingLogin(window.sessionStorage)
      return
    }
    if (started.current || (config === undefined && !configFailed)) return
    started.current = true
    if (!isMsSignInEnabled(config)) {
      clearPendingLogin(window.sessionStorage)
      void navigate({ to: '/', replace: true })
      return
    }
    finishMsLogin({
      storage: window.sessionStorage,
      client: () => loadMsRedirectClient(config),
      submit: (idToken) => submitMsLoginForm(document, idToken),
    }).then(
      (outcome) => {
        if (outcome === 'none') void navigate({ to: '/', replace: true })
      },
      () => setFailure(msSignInFailedMessage),
    )
  }, [serverError, config, configFailed, navigate])

  return (
    <Container maxW="md" py="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Signing in
        </Heading>
        {failure ? (
          <>
            <ErrorAlert message={failure} />
            <Text>
              <Link href="/login" color="brand.fg">
                Back to Log in
              </Link>
            </Text>
          </>
        ) : (
          <Stack direction="row" align="center" gap="3">
            <Spinner size="sm" />
            <Text color="fg.muted">Finishing your work or school account sign-in.</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

/** Reached inside the app (the server answers a full navigation itself): says what happens, and
 *  hands the browser to the server route, which ends the sign-in and then Microsoft's. */
export function MsLogoutScreen() {
  useEffect(() => window.location.replace(msSignInPages.logout), [])
  return (
    <Container maxW="md" py="8">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Signing out
        </Heading>
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text color="fg.muted">Signing you out…</Text>
        </Stack>
      </Stack>
    </Container>
  )
}
