import { Box, Stack } from '@chakra-ui/react'
import { faqIntro, faqTopics, type FaqEntry } from './faq-content'
import { InfoPage, InfoSection } from './info-page'

/** /faq: questions grouped by topic; each opens to its answer. */
export function FaqScreen() {
  return (
    <InfoPage title="FAQ" intro={faqIntro} contents={faqTopics}>
      {faqTopics.map((topic) => (
        <InfoSection key={topic.id} part={topic}>
          <Stack gap="2">
            {topic.entries.map((entry) => (
              <Question key={entry.question} entry={entry} />
            ))}
          </Stack>
        </InfoSection>
      ))}
    </InfoPage>
  )
}

function Question({ entry }: { entry: FaqEntry }) {
  return (
    <Box as="details" borderWidth="1px" borderColor="border" borderRadius="md" px="4" py="3">
      <Box as="summary" cursor="pointer" fontWeight="semibold" lineHeight="tall">
        {entry.question}
      </Box>
      <Box pt="2">{entry.answer}</Box>
    </Box>
  )
}
