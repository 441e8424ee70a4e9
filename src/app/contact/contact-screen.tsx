// Contact Us (SPEC §2 `/contact`, open in both variants): name, e-mail, subject and message, with a
// hidden honeypot field that people never fill. What was typed stays until the message is sent:
// a refusal or no network keeps it.
import { Alert, Box, Button, Container, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useUser } from '../auth/use-user'
import { useOnline } from '../offline/use-online'
import { ErrorAlert } from '../ui/error-alert'
import {
  contactErrors,
  contactFieldLimits as limits,
  emptyContact,
  sentMessage,
  type ContactErrors,
  type ContactValues,
} from './contact-form'
import { useSendContactMessage } from './contact-queries'

// Off-screen rather than display:none, which some bots skip; people and screen readers never meet it.
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const

export function ContactScreen() {
  const user = useUser()
  const online = useOnline()
  const send = useSendContactMessage()
  const [values, setValues] = useState<ContactValues>(() => ({
    ...emptyContact,
    name: user?.name ?? '',
    email: user?.email ?? '',
  }))
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sent, setSent] = useState(false)

  const change = (field: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setSent(false)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = contactErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    send.mutate(values, {
      onSuccess: () => {
        setSent(true)
        setValues((current) => ({ ...emptyContact, name: current.name, email: current.email }))
      },
    })
  }

  return (
    <Container maxW="2xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Contact Us
      </Heading>
      <Text color="fg.muted" mb="6">
        Questions, ideas, a school that wants to join, or something that does not work: write to us and we answer by
        e-mail.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Name</Field.Label>
            <Input
              value={values.name}
              maxLength={limits.nameMax}
              autoComplete="name"
              onChange={(e) => change('name')(e.target.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              value={values.email}
              maxLength={limits.emailMax}
              autoComplete="email"
              onChange={(e) => change('email')(e.target.value)}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.subject)} required>
            <Field.Label>Subject</Field.Label>
            <Input
              value={values.subject}
              maxLength={limits.subjectMax}
              onChange={(e) => change('subject')(e.target.value)}
            />
            <Field.ErrorText>{errors.subject}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.message)} required>
            <Field.Label>Message</Field.Label>
            <Textarea
              value={values.message}
              rows={8}
              maxLength={limits.messageMax}
              onChange={(e) => change('message')(e.target.value)}
            />
            <Field.HelperText>
              {values.message.length} of {limits.messageMax} characters
            </Field.HelperText>
            <Field.ErrorText>{errors.message}</Field.ErrorText>
          </Field.Root>
          <Box style={honeypotStyle} aria-hidden="true">
            <label>
              Website
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => change('website')(e.target.value)}
              />
            </label>
          </Box>
          {!online && (
            <ErrorAlert message="You are offline. Your message stays here; send it when you are back online." />
          )}
          <ErrorAlert error={send.error} />
          {sent && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{sentMessage}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" alignSelf="flex-start" loading={send.isPending} disabled={!online}>
            Send
          </Button>
        </Stack>
      </form>
    </Container>
  )
}
