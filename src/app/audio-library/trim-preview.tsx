import { Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { libraryAudioPath } from '#contract/audio-library'
import { useUserFileUrl } from '../ui/user-file'
import { editTexts } from './edit-texts'
import { libraryTexts } from './library-texts'

/** The whole audio with its own controls, and a button that plays only the trimmed part. */
export function TrimPreview({
  audioId,
  title,
  startMs,
  endMs,
}: {
  audioId: string
  title: string
  startMs: number
  endMs: number | null
}) {
  const file = useUserFileUrl(libraryAudioPath(audioId))
  const element = useRef<HTMLAudioElement>(null)
  const [playingPart, setPlayingPart] = useState(false)

  useEffect(() => {
    const audio = element.current
    if (!audio || !playingPart) return
    const stopAtEnd = () => {
      if (endMs !== null && audio.currentTime * 1000 >= endMs) audio.pause()
    }
    const stopped = () => setPlayingPart(false)
    audio.addEventListener('timeupdate', stopAtEnd)
    audio.addEventListener('pause', stopped)
    return () => {
      audio.removeEventListener('timeupdate', stopAtEnd)
      audio.removeEventListener('pause', stopped)
    }
  }, [playingPart, endMs])

  if (file.status === 'failed')
    return (
      <Text role="alert" color="fg.error">
        {libraryTexts.audioFailed}
      </Text>
    )
  if (file.status !== 'ready') return <Text fontSize="sm">{libraryTexts.loadingAudio}</Text>

  const toggle = () => {
    const audio = element.current
    if (!audio) return
    if (playingPart) return audio.pause()
    audio.currentTime = startMs / 1000
    setPlayingPart(true)
    void audio.play().catch(() => setPlayingPart(false))
  }

  return (
    <Stack gap="2">
      <audio ref={element} controls src={file.url} aria-label={title} preload="metadata" style={{ width: '100%' }} />
      <Button size="sm" variant="outline" alignSelf="start" onClick={toggle}>
        {playingPart ? editTexts.stopTrimmed : editTexts.playTrimmed}
      </Button>
    </Stack>
  )
}
