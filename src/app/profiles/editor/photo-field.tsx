import { Button, Field, Image, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { photoUrl } from '#contract/profiles'
import type { Visibility } from '#contract/users'
import { useUserFileUrl } from '#app/ui/user-file'
import { initialCrop } from './crop-geometry'
import { PhotoCropper, type PhotoChoice } from './photo-cropper'
import { loadImage } from './photo-export'
import { VisibilitySelect } from './visibility-select'

interface PhotoFieldProps {
  /** The saved photo's id. */
  saved: string | null
  choice: PhotoChoice | 'remove' | null
  onChoiceChange: (choice: PhotoChoice | 'remove' | null) => void
  visibility: Visibility
  onVisibilityChange: (value: Visibility) => void
}

/** Photo: the saved one, or a newly chosen file to crop (exported at 512×512 on save), and its visibility. */
export function PhotoField({ saved, choice, onChoiceChange, visibility, onVisibilityChange }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const current = useUserFileUrl(saved && choice === null ? photoUrl(saved) : null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    try {
      const image = await loadImage(file)
      onChoiceChange({ image, crop: initialCrop({ width: image.naturalWidth, height: image.naturalHeight }) })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Photo</Field.Label>
        {choice !== null && choice !== 'remove' ? (
          <PhotoCropper choice={choice} onCropChange={(crop) => onChoiceChange({ ...choice, crop })} />
        ) : current.status === 'ready' ? (
          <Image src={current.url} alt="Your photo" boxSize="28" borderRadius="full" objectFit="cover" />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {choice === 'remove' ? 'The photo will be removed.' : 'No photo yet.'}
          </Text>
        )}
        <Stack direction="row" gap="2" mt="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            Choose a photo
          </Button>
          {(choice !== null || saved) && choice !== 'remove' && (
            <Button size="sm" variant="ghost" onClick={() => onChoiceChange(saved ? 'remove' : null)}>
              {choice !== null && !saved ? 'Discard the photo' : 'Remove the photo'}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Photo file"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <VisibilitySelect label="Photo visibility" value={visibility} onChange={onVisibilityChange} />
    </Stack>
  )
}
