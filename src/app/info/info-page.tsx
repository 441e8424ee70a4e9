// The frame every readable page shares: one h1, an introduction, an optional table of contents,
// then sections with h2 headings whose ids are the places the contents (and other pages) link to.
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { headingScrollMargin } from './info-text'
import { useScrollToHash } from './use-scroll-to-hash'

export interface PagePart {
  id: string
  title: string
}

export function InfoPage({
  title,
  intro,
  contents,
  children,
}: {
  title: string
  intro?: ReactNode
  contents?: PagePart[]
  children: ReactNode
}) {
  useScrollToHash()
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" fontSize="lg" lineHeight="tall">
              {intro}
            </Text>
          )}
        </Stack>
        {contents && <TableOfContents parts={contents} />}
        {children}
      </Stack>
    </Container>
  )
}

function TableOfContents({ parts }: { parts: PagePart[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby="contents-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.subtle"
      p="4"
    >
      <Heading as="h2" size="md" id="contents-heading" mb="2">
        Contents
      </Heading>
      <Box as="ol" ps="6" listStyleType="decimal" display="grid" gap="1">
        {parts.map((part) => (
          <li key={part.id}>
            <Link href={`#${part.id}`} color="brand.fg">
              {part.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}

/** One part of a page: its h2 (the place a link lands on) and its content. */
export function InfoSection({ part, children }: { part: PagePart; children: ReactNode }) {
  const headingId = part.id
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="xl" id={headingId} scrollMarginTop={headingScrollMargin}>
        {part.title}
      </Heading>
      {children}
    </Stack>
  )
}
