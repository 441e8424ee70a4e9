// The profile editor (SPEC §2): every field of the member's profile, Save Changes (enabled once
// something differs from what the server last sent), Cancel, and the Danger Zone.
import { CloseButton, Dialog, Portal, Separator, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { limits, type User } from '#contract/users'
import { DialogActions } from '#app/ui/dialog-actions'
import { ErrorAlert } from '#app/ui/error-alert'
import { useSubmit } from '#app/ui/use-submit'
import { MicCheckPanel, sampleLine } from '#app/mic-check'
import { SignedInDevices } from '#app/sign-ins'
import { useSaveProfile } from '../profile-queries'
import { CloseAccount } from './close-account'
import { sourceSquare } from './crop-geometry'
import { CredentialFields } from './credential-fields'
import { IntroField } from './intro-field'
import { MembershipType } from './membership-type'
import type { PhotoChoice } from './photo-cropper'
import { exportPhoto } from './photo-export'
import { PhotoField } from './photo-field'
import {
  changesOf,
  fieldsOf,
  hasChanges,
  validateChanges,
  type ProfileErrors,
  type ProfileFields,
} from './profile-form'
import { ProfileTextFields } from './profile-text-fields'
import { SchoolAndClass } from './school-and-class'
import { useIntroRecorder } from './use-intro-recorder'

interface ProfileEditorDialogProps {
  user: User
  onClose: () => void
  /** Told once the save has gone through (the header shows the success note). */
  onSaved: () => void
}

export function ProfileEditorDialog({ user, onClose, onSaved }: ProfileEditorDialogProps) {
  const saveChanges = useSaveProfile()
  const [fields, setFields] = useState<ProfileFields>(() => fieldsOf(user))
  const [photo, setPhoto] = useState<PhotoChoice | 'remove' | null>(null)
  const [introRemoved, setIntroRemoved] = useState(false)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const intro = useIntroRecorder()
  const { pending, error, run } = useSubmit()

  const draftIntro = intro.state.recording ?? (introRemoved ? 'remove' : null)
  const changes = changesOf(user, { fields, photo, intro: draftIntro })
  const changed = hasChanges(changes) && intro.state.status !== 'recording'
  const set = (patch: Partial<ProfileFields>) => setFields((current) => ({ ...current, ...patch }))

  const save = async () => {
    const found = validateChanges(changes, fields.currentPassword, limits.passwordMin)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const saved = await run(async () => {
      const photoBlob =
        photo === null || photo === 'remove'
          ? photo
          : await exportPhoto(
              photo.image,
              sourceSquare({ width: photo.image.naturalWidth, height: photo.image.naturalHeight }, photo.crop),
            )
      await saveChanges.mutateAsync({
        changes: { ...changes, photo: photoBlob },
        currentPassword: fields.currentPassword,
      })
    })
    if (saved) onSaved()
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
      motionPreset="none"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Profile</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="5">
                <MembershipType user={user} />
                <PhotoField
                  saved={user.photo}
                  choice={photo}
                  onChoiceChange={setPhoto}
                  visibility={fields.photoVisibility}
                  onVisibilityChange={(photoVisibility) => set({ photoVisibility })}
                />
                <ProfileTextFields user={user} fields={fields} onChange={set} />
                <SchoolAndClass user={user} />
                <IntroField
                  saved={user.intro}
                  removed={introRemoved}
                  recorder={intro.recorder}
                  state={intro.state}
                  level={intro.level}
                  heldLevel={intro.heldLevel}
                  onRemove={() => {
                    void intro.recorder.reset()
                    setIntroRemoved(Boolean(user.intro))
                  }}
                  visibility={fields.introVisibility}
                  onVisibilityChange={(introVisibility) => set({ introVisibility })}
                />
                <Separator />
                <MicCheckPanel line={sampleLine} headingLevel="h3" />
                <Separator />
                <CredentialFields user={user} fields={fields} errors={errors} onChange={set} />
                <ErrorAlert message={error} />
                <Separator />
                <SignedInDevices />
                <Separator />
                <CloseAccount user={user} />
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel="Cancel"
              onCancel={onClose}
              confirmLabel="Save Changes"
              onConfirm={() => void save()}
              busy={pending}
              disabled={!changed}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
