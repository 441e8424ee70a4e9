import { Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { libraryAudioPath } from '#contract/audio-library'
import { useUserFileUrl } from '../ui/user-file'
import { libraryTexts } from './library-texts'

/** The audio's own player, loaded only when asked for (the list does not download every file). */
export function LibraryAudioPlayer({
  audioId,
  title,
  autoLoad = false,
}: {
  audioId: string
  title: string
  autoLoad?: boolean
}) {
  const [wanted, setWanted] = useState(autoLoad)
  if (!wanted)
    return (
      <Button size="sm" variant="outline" onClick={() => setWanted(true)} aria-label={`${libraryTexts.play} ${title}`}>
        {libraryTexts.play}
      </Button>
    )
  return <LoadedPlayer audioId={audioId} title={title} autoPlay={!autoLoad} />
}

function LoadedPlayer({ audioId, title, autoPlay }: { audioId: string; title: string; autoPlay: boolean }) {
  const file = useUserFileUrl(libraryAudioPath(audioId))
  if (file.status === 'loading' || file.status === 'none') return <Text fontSize="sm">{libraryTexts.loadingAudio}</Text>
  if (file.status === 'failed')
    return (
      <Text fontSize="sm" role="alert" color="fg.error">
        {libraryTexts.audioFailed}
      </Text>
    )
  return (
    <audio
      controls
      autoPlay={autoPlay}
      src={file.url}
      aria-label={title}
      style={{ width: '100%', maxWidth: '24rem' }}
    />
  )
}
