import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { LibraryAudio } from '#contract/audio-library'
import { formatSize } from '../ui/format-size'
import { LibraryAudioPlayer } from './library-audio-player'
import { clockTime, libraryAudioTypeSingular, libraryTexts } from './library-texts'

/** One audio in the list: title, type, length, size, its credit when imported, Play and Edit. */
export function LibraryAudioItem({ audio }: { audio: LibraryAudio }) {
  const headingId = `library-audio-${audio.id}`
  return (
    <Stack as="li" aria-labelledby={headingId} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Box>
        <Heading as="h3" size="sm" id={headingId}>
          {audio.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {libraryAudioTypeSingular[audio.type]} · {clockTime(audio.durationMs)} · {formatSize(audio.size)}
        </Text>
        {audio.attribution && (
          <Text fontSize="sm">
            {libraryTexts.credit}: {audio.attribution.attribution}
          </Text>
        )}
      </Box>
      <Stack direction="row" gap="3" align="center" wrap="wrap">
        <LibraryAudioPlayer audioId={audio.id} title={audio.title} />
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink
            to="/audiolibrary/edit/$audioId"
            params={{ audioId: audio.id }}
            aria-label={`${libraryTexts.edit} ${audio.title}`}
          >
            {libraryTexts.edit}
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  )
}
