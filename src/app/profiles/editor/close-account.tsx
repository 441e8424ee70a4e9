import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { User } from '#contract/users'
import { ConfirmDialog } from '#app/ui/confirm-dialog'
import { ErrorAlert } from '#app/ui/error-alert'
import { PasswordField } from '#app/ui/password-field'
import { TextField } from '#app/ui/text-field'
import { useCloseAccount } from '#app/users'
import { useLogOut } from '#app/layout/use-log-out'
import { AccountClosedDialog } from './account-closed-dialog'
import { closingRefusal } from './profile-form'

type Step = 'none' | 'refused' | 'confirm' | 'closed'

/** Danger Zone: teachers and students see why they cannot (SPEC §6) and nothing is sent; anyone
 *  else confirms with their password, is told the account is closed, then is signed out to `/`. */
export function CloseAccount({ user }: { user: User }) {
  const logOut = useLogOut()
  const [step, setStep] = useState<Step>('none')
  const [password, setPassword] = useState('')
  const [typedUserId, setTypedUserId] = useState('')
  // A Microsoft account has no password here: typing its user ID confirms (decision 041).
  const microsoft = user.accountType === 'microsoft'
  const [resumeSending, setResumeSending] = useState<() => void>(() => () => undefined)
  const closeAccount = useCloseAccount(user)
  const refusal = closingRefusal(user)

  const close = () =>
    closeAccount.mutate(
      microsoft ? { username: typedUserId.trim() } : { username: user.username, password: password.trim() },
      {
        onSuccess: (resume) => {
          setResumeSending(() => resume)
          setStep('closed')
        },
      },
    )

  return (
    <Box borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm" color="fg.error">
          Danger Zone
        </Heading>
        <Button
          alignSelf="start"
          size="sm"
          colorPalette="red"
          variant="outline"
          onClick={() => setStep(refusal ? 'refused' : 'confirm')}
        >
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
        busy={closeAccount.isPending}
        onConfirm={close}
        onCancel={() => {
          setStep('none')
          setPassword('')
          setTypedUserId('')
        }}
      >
        <Stack gap="4">
          {microsoft ? (
            <>
              <Text>
                Closing your account deletes your profile and your personal data. This cannot be undone. You sign in
                with Microsoft, so there is no password here: type your user ID, {user.username}, to confirm.
              </Text>
              <TextField label="User ID" value={typedUserId} onChange={setTypedUserId} autoComplete="off" />
            </>
          ) : (
            <>
              <Text>
                Closing your account deletes your profile and your personal data. This cannot be undone. Enter your
                password to confirm.
              </Text>
              <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
            </>
          )}
          <ErrorAlert error={closeAccount.error} />
        </Stack>
      </ConfirmDialog>
      <AccountClosedDialog open={step === 'closed'} onDone={() => void logOut().finally(resumeSending)} />
    </Box>
  )
}
