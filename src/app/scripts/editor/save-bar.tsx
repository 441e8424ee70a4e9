import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import { ErrorAlert } from '#app/ui/error-alert'

interface SaveBarProps {
  /** What stops the script from being saved, one message per problem. */
  problems: string[]
  /** Why the last save failed (offline, refused by the server). */
  failure: string | null
  saving: boolean
  /** "Unsaved changes", "All changes saved"… */
  status: string
  onSave: () => void
  /** Absent until the script is on the server. */
  onDelete?: () => void
}

/** Kept in view at the bottom of the editor: Save, what happened to the last save, and Delete. */
export function SaveBar({ problems, failure, saving, status, onSave, onDelete }: SaveBarProps) {
  return (
    <Stack gap="3" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
      {problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The script cannot be saved yet:</Alert.Title>
            <List.Root ps="4">
              {problems.map((problem, index) => (
                <List.Item key={index}>{problem}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      <ErrorAlert message={failure} />
      <HStack gap="3" wrap="wrap">
        <Button loading={saving} loadingText="Saving…" onClick={onSave}>
          Save script
        </Button>
        <Text color="fg.muted" fontSize="sm" role="status">
          {status}
        </Text>
        {onDelete && (
          <Button variant="outline" colorPalette="red" ms="auto" onClick={onDelete}>
            Delete script
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
