import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { use, useState } from 'react'
import { usersApi } from '../../../contract/users'
import type { User } from '../../../contract/users'
import { ErrorAlert } from '../../ui/error-alert'
import { PasswordField } from '../../ui/password-field'
import { useSubmit } from '../../users/use-submit'
import { ConfirmDialog } from '../../layout/confirm-dialog'
import { useLogOut } from '../../layout/use-log-out'
import { OfflineContext } from '../../offline/offline-services'
import { removeEverythingOf } from '../../offline/unsent-work'
import { useAppContext } from '../../router/use-app-context'
import { AccountClosedDialog } from './account-closed-dialog'
import { closingRefusal } from './profile-form'

type Step = 'none' | 'refused' | 'confirm' | 'closed'

/** Danger Zone: teachers and students see why they cannot (SPEC §6) and nothing is sent; anyone
 *  else confirms with their password, is told the account is closed, then is signed out to `/`. */
export function CloseAccount({ user }: { user: User }) {
  const { auth } = useAppContext()
  const offline = use(OfflineContext)
  const logOut = useLogOut()
  const [step, setStep] = useState<Step>('none')
  const [password, setPassword] = useState('')
  const { pending, error, run } = useSubmit()
  const refusal = closingRefusal(user)

  const close = async () => {
    const closed = await run(async () => {
      await auth.api.request(usersApi.delete, { body: { username: user.username, password: password.trim() } })
      // The server has nothing of theirs any more: what waits on this device could never be sent.
      if (offline) await removeEverythingOf(offline, user.id).catch(() => undefined)
    })
    if (closed) setStep('closed')
  }

  return (
    <Box borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm" color="fg.error">
          Danger Zone
        </Heading>
        <Button alignSelf="start" size="sm" colorPalette="red" variant="outline" onClick={() => setStep(refusal ? 'refused' : 'confirm')}>
          Close my account
        </Button>
        {step === 'refused' && refusal && (
          <Alert.Root status="info" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={step === 'confirm'}
        title="Close my account"
        confirmLabel="Close my account"
        busy={pending}
        onConfirm={() => void close()}
        onCancel={() => {
          setStep('none')
          setPassword('')
        }}
      >
        <Stack gap="4">
          <Text>Closing your account deletes your profile and your personal data. This cannot be undone. Enter your password to confirm.</Text>
          <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
          <ErrorAlert message={error} />
        </Stack>
      </ConfirmDialog>
      <AccountClosedDialog open={step === 'closed'} onDone={() => void logOut()} />
    </Box>
  )
}
