import { Center, Image } from '@chakra-ui/react'
import { artworkUrl } from '#contract/channels'

/** The channel's square artwork (the 300 px size), or a placeholder with its initial. */
export function ChannelArtwork({
  artwork,
  title,
  size = '32',
}: {
  artwork: string | null
  title: string
  size?: string
}) {
  if (artwork)
    return (
      <Image
        src={artworkUrl(artwork, 300)}
        alt={`Artwork of ${title}`}
        boxSize={size}
        borderRadius="md"
        objectFit="cover"
        flexShrink="0"
      />
    )
  return (
    <Center
      boxSize={size}
      borderRadius="md"
      bg="brand.muted"
      color="brand.fg"
      fontSize="3xl"
      fontWeight="bold"
      flexShrink="0"
      aria-hidden="true"
    >
      {title.trim().charAt(0).toUpperCase() || '♪'}
    </Center>
  )
}
