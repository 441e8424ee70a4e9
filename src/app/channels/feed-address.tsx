import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { feedPath } from '#contract/channels'

/** The channel's RSS feed: the link, and its whole address to paste into any podcast app. */
export function FeedAddress({ channelId }: { channelId: string }) {
  const path = feedPath(channelId)
  const address = new URL(path, window.location.origin).href
  const [copied, setCopied] = useState<string | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied('Copied.')
    } catch {
      setCopied('This browser did not allow copying: select the address and copy it.')
    }
  }

  return (
    <Stack gap="1">
      <Link href={path} color="brand.fg" fontWeight="medium" target="_blank" rel="noreferrer">
        RSS feed
      </Link>
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="md"
          readOnly
          value={address}
          aria-label="Feed address"
          onFocus={(event) => event.target.select()}
        />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy feed address
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="status">
        {copied ?? 'Paste it into any podcast app to follow there.'}
      </Text>
    </Stack>
  )
}
