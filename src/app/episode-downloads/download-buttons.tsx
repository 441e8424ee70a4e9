// "Download" / "Download playlist", with progress, then "Downloaded" and "Remove download".
import { Badge, Button, HStack, Text } from '@chakra-ui/react'
import type { EpisodeSummary } from '#contract/episodes'
import { useDownloadEpisodes, useDownloads, useRemoveDownloads, type DownloadProgress } from './use-downloads'

function progressLabel({ index, count, fraction }: DownloadProgress): string {
  const percent = `${Math.round(fraction * 100)}%`
  return count > 1 ? `Downloading ${index} of ${count} (${percent})` : `Downloading (${percent})`
}

interface DownloadControlsProps {
  episodes: readonly EpisodeSummary[]
  downloadLabel: string
  removeLabel: string
}

function DownloadControls({ episodes, downloadLabel, removeLabel }: DownloadControlsProps) {
  const downloads = useDownloads()
  const download = useDownloadEpisodes()
  const remove = useRemoveDownloads()
  const kept = new Set(downloads.data?.map((record) => record.episode.id))
  const all = episodes.length > 0 && episodes.every((episode) => kept.has(episode.id))
  const some = episodes.some((episode) => kept.has(episode.id))
  if (episodes.length === 0) return null
  return (
    <HStack gap="3" wrap="wrap">
      {all ? (
        <Badge colorPalette="green">Downloaded</Badge>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={!downloads.data}
          loading={download.isPending}
          loadingText={download.progress ? progressLabel(download.progress) : 'Downloading…'}
          onClick={() => download.mutate(episodes)}
        >
          {downloadLabel}
        </Button>
      )}
      {some && !download.isPending && (
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => remove.mutate(episodes.map((episode) => episode.id))}
        >
          {removeLabel}
        </Button>
      )}
      {download.progress && (
        <progress
          max={100}
          value={Math.round(download.progress.fraction * 100)}
          aria-label={progressLabel(download.progress)}
          style={{ width: '6rem' }}
        />
      )}
      {download.error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {download.error.message}
        </Text>
      )}
    </HStack>
  )
}

export function DownloadEpisodeButton({ episode }: { episode: EpisodeSummary }) {
  return <DownloadControls episodes={[episode]} downloadLabel="Download" removeLabel="Remove download" />
}

export function DownloadPlaylistButton({ episodes }: { episodes: readonly EpisodeSummary[] }) {
  return <DownloadControls episodes={episodes} downloadLabel="Download playlist" removeLabel="Remove downloads" />
}
