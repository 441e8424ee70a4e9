import { Button, Container, Heading, HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useUser } from '../auth/use-user'
import { ListStates } from '../ui/list-states'
import { EmptyState } from '../ui/query-states'
import { ChannelSummary } from './channel-summary'
import { EpisodeItem } from './episode-item'
import { useFollowedChannels, useLatestEpisodes, useMyChannels } from './channel-queries'
import { StudentClassChannels } from './student-class-channels'

export const noChannelsText = 'You have no channels yet.'
export const noFollowedText = 'You follow no channels yet.'
export const noEpisodesText = 'No episodes yet.'

/** `/` on the podcast site: a member's channels and the ones they follow; a visitor's newest episodes. */
export function MyPodcastsScreen() {
  const user = useUser()
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          My Podcasts
        </Heading>
        {user ? (
          <>
            <MyChannels />
            <StudentClassChannels user={user} />
            <FollowedChannels />
          </>
        ) : (
          <NewEpisodes />
        )}
      </Stack>
    </Container>
  )
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Stack>
  )
}

function MyChannels() {
  const channels = useMyChannels()
  return (
    <Section
      id="my-channels-heading"
      title="My channels"
      action={
        <Button asChild size="sm">
          <Link to="/channels/new">New channel</Link>
        </Button>
      }
    >
      <ListStates
        query={channels}
        loading="Loading your channels…"
        empty={
          <EmptyState title={noChannelsText}>
            Make a channel, then publish your finished sessions to it as episodes.
          </EmptyState>
        }
      >
        {(items) => (
          <Stack as="ul" gap="3" m="0" p="0" aria-labelledby="my-channels-heading">
            {items.map((item) => (
              <ChannelSummary key={item.channel.id} item={item} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Section>
  )
}

function FollowedChannels() {
  const channels = useFollowedChannels()
  return (
    <Section id="followed-channels-heading" title="Channels I follow">
      <ListStates
        query={channels}
        loading="Loading the channels you follow…"
        empty={
          <EmptyState title={noFollowedText}>Open a channel and press Follow: its new episodes show here.</EmptyState>
        }
      >
        {(items) => (
          <Stack as="ul" gap="3" m="0" p="0" aria-labelledby="followed-channels-heading">
            {items.map((item) => (
              <ChannelSummary key={item.channel.id} item={item} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Section>
  )
}

function NewEpisodes() {
  const episodes = useLatestEpisodes()
  return (
    <Section id="new-episodes-heading" title="New episodes">
      <ListStates query={episodes} loading="Loading the newest episodes…" empty={<EmptyState title={noEpisodesText} />}>
        {(items) => (
          <Stack as="ul" gap="3" m="0" p="0" aria-labelledby="new-episodes-heading">
            {items.map((episode) => (
              <EpisodeItem key={episode.id} episode={episode} showChannel />
            ))}
          </Stack>
        )}
      </ListStates>
    </Section>
  )
}
