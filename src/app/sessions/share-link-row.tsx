import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { Session, ShareLink } from '#contract/sessions'
import { linkExpiryText, linkRoleName, shareLinkUrl } from './share-link-options'

interface ShareLinkRowProps {
  session: Session
  link: ShareLink
  revoking: boolean
  online: boolean
  onRevoke: () => void
}

const canShare = () => typeof navigator.share === 'function'

/** One share link: its address, role and expiry; copy it, hand it to the share sheet, or revoke it. */
export function ShareLinkRow({ session, link, revoking, online, onRevoke }: ShareLinkRowProps) {
  const url = shareLinkUrl(link.linkId)
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  async function share() {
    try {
      await navigator.share({ title: session.script.title, text: `Record "${session.script.title}" with me`, url })
    } catch {
      // Closed without sharing: nothing to report.
    }
  }

  return (
    <Stack as="li" listStyleType="none" gap="1" borderWidth="1px" borderRadius="md" p="3" data-link-id={link.linkId}>
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
        {url}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {linkRoleName(session, link)} · {linkExpiryText(link)}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
        {canShare() && (
          <Button size="xs" variant="outline" onClick={() => void share()}>
            Share
          </Button>
        )}
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke} loading={revoking} disabled={!online}>
          Revoke
        </Button>
        {copied === 'yes' && (
          <Text fontSize="sm" role="status">
            Link copied.
          </Text>
        )}
        {copied === 'failed' && (
          <Text fontSize="sm" color="fg.error" role="status">
            The link could not be copied here. Select it and copy it by hand.
          </Text>
        )}
      </HStack>
    </Stack>
  )
}
