import { Box, Text } from '@chakra-ui/react'
import type { GuidePicture } from './guide-pictures'

/** A screenshot of the app with its caption. Its width and height keep its room on the page before
 *  it loads (no layout shift); it loads when scrolled near; it never grows past its own size. */
export function GuideFigure({ picture, caption }: { picture: GuidePicture; caption: string }) {
  return (
    <Box as="figure" my="2" display="grid" gap="2" justifyItems="start">
      <Box
        asChild
        maxW="full"
        h="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        shadow="sm"
        bg="bg.subtle"
      >
        <img
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted">
        {caption}
      </Text>
    </Box>
  )
}
