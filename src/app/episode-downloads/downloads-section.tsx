// The episodes kept on this device, the space they take, and removing them.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { LoadMoreButton } from '../ui/list-states'
import { EmptyState, QueryStates } from '../ui/query-states'
import { formatSize } from '../ui/format-size'
import { useDownloads, useRemoveDownloads, useStorageEstimate } from './use-downloads'

const shownStep = 20

function SpaceUsed({ bytes }: { bytes: number }) {
  const estimate = useStorageEstimate().data
  return (
    <Text color="fg.muted" fontSize="sm">
      Downloads use {formatSize(bytes)}
      {estimate ? ` (this site uses ${formatSize(estimate.usage)} of ${formatSize(estimate.quota)} available)` : ''}.
    </Text>
  )
}

export function DownloadsSection() {
  const downloads = useDownloads()
  const remove = useRemoveDownloads()
  const [shown, setShown] = useState(shownStep)
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack gap="3" as="section" aria-labelledby="downloads-heading">
      <Heading as="h2" size="md" id="downloads-heading">
        Downloads
      </Heading>
      <QueryStates query={downloads} loading="Loading your downloads…">
        {(records) =>
          records.length === 0 ? (
            <EmptyState title="No downloads">
              Download an episode or a playlist to listen without a connection.
            </EmptyState>
          ) : (
            <>
              <SpaceUsed bytes={records.reduce((sum, record) => sum + record.size, 0)} />
              <Stack as="ul" gap="2" listStyleType="none">
                {records.slice(0, shown).map((record) => (
                  <HStack as="li" key={record.episode.id} justify="space-between" gap="3">
                    <Link to="/podcast-ep/$linkId" params={{ linkId: record.episode.linkId }}>
                      {record.episode.title}
                    </Link>
                    <HStack gap="2">
                      <Text fontSize="sm" color="fg.muted">
                        {formatSize(record.size)}
                      </Text>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Remove download of ${record.episode.title}`}
                        onClick={() => remove.mutate([record.episode.id])}
                      >
                        Remove download
                      </Button>
                    </HStack>
                  </HStack>
                ))}
              </Stack>
              <LoadMoreButton
                hasMore={records.length > shown}
                loading={false}
                onLoadMore={() => setShown(shown + shownStep)}
              />
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                loading={remove.isPending}
                onClick={() => setConfirming(true)}
              >
                Remove all downloads
              </Button>
            </>
          )
        }
      </QueryStates>
      {confirming && (
        <ConfirmDialog
          title="Remove all downloads?"
          confirmLabel="Remove all downloads"
          onConfirm={() => {
            setConfirming(false)
            remove.mutate('all')
          }}
          onCancel={() => setConfirming(false)}
        >
          The episodes will no longer play without a connection.
        </ConfirmDialog>
      )}
    </Stack>
  )
}
