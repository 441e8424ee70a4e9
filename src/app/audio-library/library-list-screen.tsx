// /audiolibrary: my audio by type, searched, played, with the room used; Add audio and Freesound.
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { libraryAudioTypes, type LibraryAudioType } from '#contract/audio-library'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { TextField } from '../ui/text-field'
import { useDebouncedValue } from '../ui/use-debounced-value'
import { useLibraryAudioList, useLibraryUsage } from './audio-library-queries'
import { LibraryAudioItem } from './library-audio-item'
import { libraryTexts, typeLabel } from './library-texts'

function TypeFilter({
  type,
  onChange,
}: {
  type: LibraryAudioType | null
  onChange: (type: LibraryAudioType | null) => void
}) {
  const choices: Array<{ value: LibraryAudioType | null; label: string }> = [
    { value: null, label: libraryTexts.allTypes },
    ...libraryAudioTypes.map((value) => ({ value, label: typeLabel(value) })),
  ]
  return (
    <Stack direction="row" gap="2" wrap="wrap" role="group" aria-label={libraryTexts.whichType}>
      {choices.map((choice) => (
        <Button
          key={choice.label}
          size="sm"
          variant={type === choice.value ? 'solid' : 'outline'}
          aria-pressed={type === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Stack>
  )
}

function Usage() {
  const usage = useLibraryUsage()
  if (!usage.data) return null
  return <Text color="fg.muted">{libraryTexts.usage(usage.data.usedBytes, usage.data.maxBytes)}</Text>
}

export function AudioLibraryScreen() {
  const [type, setType] = useState<LibraryAudioType | null>(null)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 300)
  const list = useLibraryAudioList(type, q)
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {libraryTexts.heading}
          </Heading>
          <Usage />
        </Stack>
        <Stack direction="row" gap="3" wrap="wrap">
          <Button asChild>
            <RouterLink to="/audiolibrary/create/$type" params={{ type: type ?? 'music_bed' }}>
              {libraryTexts.add}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/freesound-poc">{libraryTexts.freesound}</RouterLink>
          </Button>
        </Stack>
        <TypeFilter type={type} onChange={setType} />
        <TextField
          label={libraryTexts.search}
          type="search"
          value={search}
          onChange={setSearch}
          hint={libraryTexts.searchHint}
          maxLength={100}
        />
        <ListStates
          query={list}
          loading={libraryTexts.loading}
          empty={
            q ? (
              <EmptyState title={libraryTexts.noMatch} />
            ) : (
              <EmptyState title={libraryTexts.empty}>{libraryTexts.emptyHint}</EmptyState>
            )
          }
        >
          {(items) => (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={type ? typeLabel(type) : libraryTexts.heading}>
              {items.map((audio) => (
                <LibraryAudioItem key={audio.id} audio={audio} />
              ))}
            </Stack>
          )}
        </ListStates>
      </Stack>
    </Container>
  )
}
