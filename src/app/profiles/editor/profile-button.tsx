import { Alert, Box, Button, CloseButton } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { User } from '#contract/users'
import { lazyWithReload } from '#app/pwa/lazy-with-reload'

export const profileSavedText = 'Account updated successfully.'
const savedNoteMs = 6000

// The editor (photo cropper, intro recorder, devices, Danger Zone) is loaded when first wanted:
// pointing at or focusing the button starts the download, so it is usually there by the click.
const loadEditor = () => import('./profile-editor-dialog')
const ProfileEditorDialog = lazy(() =>
  lazyWithReload(loadEditor, 'profile-editor').then((module) => ({ default: module.ProfileEditorDialog })),
)
const preloadEditor = () => void loadEditor().catch(() => undefined)

/** The user's name in the header: opens the profile editor. After a save the dialog closes and
 *  'Account updated successfully.' shows for a few seconds. */
export function ProfileButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState(false)
  const label = user.name || user.handle || 'Profile'

  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => setSaved(false), savedNoteMs)
    return () => clearTimeout(timer)
  }, [saved])

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        maxW={{ base: '32', sm: '48' }}
        aria-label={label === 'Profile' ? label : `Profile: ${label}`}
        onPointerEnter={preloadEditor}
        onFocus={preloadEditor}
        onClick={() => setOpen(true)}
      >
        <Box as="span" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
          {label}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ProfileEditorDialog
            user={user}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false)
              setSaved(true)
            }}
          />
        </Suspense>
      )}
      {saved && (
        <Box position="fixed" bottom="4" insetX="4" maxW="md" mx="auto" zIndex="toast">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title flex="1">{profileSavedText}</Alert.Title>
            <CloseButton size="xs" aria-label="Dismiss" onClick={() => setSaved(false)} />
          </Alert.Root>
        </Box>
      )}
    </>
  )
}
