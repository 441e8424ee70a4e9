import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { aboutSpeakingTime } from '#shared/speech'
import { EmptyState, QueryStates } from '../ui/query-states'
import { useTemplates } from './template-queries'

/** "Start from a template" on /scripts: each template opens its page, where it can be used. */
export function TemplateList() {
  const templates = useTemplates()
  return (
    <Stack as="section" aria-labelledby="start-from-template" gap="3">
      <Heading as="h2" size="lg" id="start-from-template">
        Start from a template
      </Heading>
      <QueryStates query={templates} loading="Loading templates…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="There are no templates yet." />
          ) : (
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" m="0" p="0">
              {list.map((template) => (
                <Box as="li" key={template.id} listStyleType="none" p="4" borderWidth="1px" borderRadius="md">
                  <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                    <Link to="/template/$templateId" params={{ templateId: template.id }}>
                      {template.title}
                    </Link>
                  </ChakraLink>
                  <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                    {template.description}
                  </Text>
                  <HStack gap="3" fontSize="sm" color="fg.muted" mt="1">
                    <Text>{template.roleCount === 1 ? '1 role' : `${template.roleCount} roles`}</Text>
                    <Text>{aboutSpeakingTime(template.estimatedSeconds)}</Text>
                  </HStack>
                </Box>
              ))}
            </SimpleGrid>
          )
        }
      </QueryStates>
    </Stack>
  )
}
