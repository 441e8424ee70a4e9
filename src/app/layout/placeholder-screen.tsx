import { Container, Heading, Text } from '@chakra-ui/react'

/** A screen a later issue builds: its title and what it will be for. */
export function PlaceholderScreen({ title, description }: { title: string; description: string }) {
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
    </Container>
  )
}
