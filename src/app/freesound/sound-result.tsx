// One sound found on Freesound: its name, author, duration, licence (linked to the deed) and tags,
// its preview (streamed through our server, loaded only when played), and Import with a type.
import { Alert, Box, Button, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { LibraryAudioType } from '#contract/audio-library'
import type { FreesoundSound } from '#contract/freesound'
import { clockTime, LibraryTypeSelect } from '../audio-library'
import { ErrorAlert } from '../ui/error-alert'
import { useImportFreesoundSound } from './freesound-queries'

export function SoundResult({ sound }: { sound: FreesoundSound }) {
  const [type, setType] = useState<LibraryAudioType>('sound_effect')
  const importing = useImportFreesoundSound()

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none" aria-label={sound.name}>
      <Stack gap="2">
        <Heading as="h2" size="md">
          <ChakraLink href={sound.url} target="_blank" rel="noreferrer" color="brand.fg">
            {sound.name}
          </ChakraLink>
        </Heading>
        <Text>
          by {sound.author} · {clockTime(sound.durationSeconds * 1000)} ·{' '}
          {sound.licenceUrl ? (
            <ChakraLink href={sound.licenceUrl} target="_blank" rel="noreferrer license" color="brand.fg">
              {sound.licenceName}
            </ChakraLink>
          ) : (
            sound.licenceName
          )}
        </Text>
        {sound.tags.length > 0 && <Text color="fg.muted">Tags: {sound.tags.join(', ')}</Text>}
        <audio
          controls
          preload="none"
          src={sound.previewUrl}
          aria-label={`Preview of ${sound.name}`}
          style={{ width: '100%' }}
        />
        <HStack gap="3" align="end" flexWrap="wrap">
          <Box maxW="56">
            <LibraryTypeSelect label="Type" value={type} onChange={setType} />
          </Box>
          <Button
            variant="outline"
            loading={importing.isPending}
            loadingText="Importing…"
            disabled={importing.isSuccess}
            aria-label={`Import ${sound.name}`}
            onClick={() => importing.mutate({ soundId: sound.id, type })}
          >
            Import
          </Button>
        </HStack>
        <ErrorAlert error={importing.error} />
        {importing.isSuccess && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Imported into your audio library.</Alert.Title>
              <Alert.Description>
                <ChakraLink asChild color="brand.fg">
                  <Link to="/audiolibrary">Open your audio library</Link>
                </ChakraLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  )
}
