import { Field, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { channelLimits } from '#contract/channels'
import { ChannelArtwork } from './channel-artwork'
import { artworkTypes } from './artwork-check'

interface ArtworkFieldProps {
  title: string
  /** The stored artwork's id, null for none. */
  artwork: string | null
  /** A file chosen and not sent yet (new channels send it after saving). */
  chosen: File | null
  busy: boolean
  error: string | null
  onChoose: (file: File) => void
}

/** "Artwork": a square image of at least 1400 px, JPEG, PNG or WebP. */
export function ArtworkField({ title, artwork, chosen, busy, error, onChoose }: ArtworkFieldProps) {
  // The native file input is not Chakra's: it is tied to its label by hand.
  const inputId = useId()
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={inputId}>Artwork</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <ChannelArtwork artwork={artwork} title={title || 'Channel'} size="24" />
        <Stack gap="1">
          <input
            id={inputId}
            type="file"
            accept={artworkTypes.join(',')}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) onChoose(file)
              event.target.value = ''
            }}
          />
          {busy && (
            <HStack gap="2" role="status">
              <Spinner size="xs" />
              <Text fontSize="sm">Sending the artwork…</Text>
            </HStack>
          )}
          {chosen && !busy && !error && <Text fontSize="sm">{chosen.name} is sent when you save.</Text>}
        </Stack>
      </HStack>
      <Field.HelperText>
        A square JPEG, PNG or WebP image of at least {channelLimits.artworkMinPixels} × {channelLimits.artworkMinPixels}{' '}
        pixels; a wider one is cropped to its centre.
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
