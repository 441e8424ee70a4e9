import { Button, Field, Heading, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import { libraryAudioTypeLabels } from '#contract/audio-library'
import { defaultMusicLevel, type Session } from '#contract/sessions'
import { useLibraryAudioList } from '../audio-library'
import { hasPrivilege } from '../auth/privileges'
import { useUser } from '../auth/use-user'
import { ErrorAlert } from '../ui/error-alert'
import { LoadMoreButton } from '../ui/list-states'
import { TextField } from '../ui/text-field'
import { useSetSessionMusic } from './session-queries'

const randomMusic = ''

export const sessionMusicTexts = {
  heading: 'Music',
  music: 'Music under the session',
  random: (track: number) => `The session's own music (track ${track})`,
  level: 'Music level (%)',
  levelHint: 'How loud the music is between the lines; it is lowered under the voices.',
  levelRange: 'Please enter a level from 0 to 100.',
  save: 'Save music',
  saved: 'The music is saved. Play session to hear it.',
  offline: 'The music can be changed when you are online.',
} as const

/** Owner only: lay audio of their library under the session's playback and mixdown, at a level. */
export function SessionMusicPanel({ session, online }: { session: Session; online: boolean }) {
  const user = useUser()
  const mayChoose = hasPrivilege(user, 'audio_library')
  const library = useLibraryAudioList(null, '', mayChoose)
  const setMusic = useSetSessionMusic(session.id)
  const [audioId, setAudioId] = useState(session.music?.audioId ?? randomMusic)
  const [level, setLevel] = useState(String(session.music?.level ?? defaultMusicLevel))
  const [saved, setSaved] = useState(false)
  if (!mayChoose && !session.music) return null

  const items = (library.data?.pages ?? []).flatMap((page) => page.items)
  const current = session.music
  const levelNumber = Number(level)
  const levelError =
    level.trim() === '' || !Number.isInteger(levelNumber) || levelNumber < 0 || levelNumber > 100
      ? sessionMusicTexts.levelRange
      : undefined
  const save = () => {
    setSaved(false)
    if (levelError) return
    setMusic.mutate({ audioId: audioId || null, level: levelNumber }, { onSuccess: () => setSaved(true) })
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="session-music-heading">
      <Heading as="h2" size="md" id="session-music-heading">
        {sessionMusicTexts.heading}
      </Heading>
      <Wrap gap="3" align="start">
        <Field.Root w={{ base: 'full', sm: '72' }}>
          <Field.Label>{sessionMusicTexts.music}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={audioId} onChange={(event) => (setAudioId(event.target.value), setSaved(false))}>
              <option value={randomMusic}>{sessionMusicTexts.random(session.backgroundTrack)}</option>
              {current && !items.some((item) => item.id === current.audioId) && (
                <option value={current.audioId}>{current.title}</option>
              )}
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title} ({libraryAudioTypeLabels[item.type]})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack w={{ base: 'full', sm: '48' }}>
          <TextField
            label={sessionMusicTexts.level}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={level}
            disabled={!audioId}
            onChange={(value) => (setLevel(value), setSaved(false))}
            error={levelError}
            hint={levelError ? undefined : sessionMusicTexts.levelHint}
          />
        </Stack>
        <Button
          alignSelf={{ sm: 'end' }}
          mt={{ sm: '6' }}
          onClick={save}
          loading={setMusic.isPending}
          disabled={!online}
        >
          {sessionMusicTexts.save}
        </Button>
      </Wrap>
      <LoadMoreButton
        hasMore={library.hasNextPage}
        loading={library.isFetchingNextPage}
        onLoadMore={() => void library.fetchNextPage()}
      />
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          {sessionMusicTexts.offline}
        </Text>
      )}
      {saved && <Text role="status">{sessionMusicTexts.saved}</Text>}
      <ErrorAlert error={setMusic.error ?? library.error} />
    </Stack>
  )
}
