import { Container, Heading, Text } from '@chakra-ui/react'
import { PlaceholderScreen } from '../layout/placeholder-screen'

export function GuideScreen() {
  return <PlaceholderScreen title="User Guide" description="How to write, record and share." />
}

export function FaqScreen() {
  return <PlaceholderScreen title="FAQ" description="Answers to common questions." />
}

/** The Register view links to `/about#terms`, so the terms carry that anchor. */
export function AboutScreen() {
  return (
    <>
      <PlaceholderScreen title="About" description="Who we are and what this product is for." />
      <Container maxW="4xl" pb="8">
        <Heading as="h2" size="lg" id="terms" mb="2">
          Terms of Service
        </Heading>
        <Text color="fg.muted">The terms that apply when you use this product.</Text>
      </Container>
    </>
  )
}
