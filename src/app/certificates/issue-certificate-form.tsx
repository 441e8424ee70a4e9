import { Button, Field, Heading, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { certificateLimits, certificateMessages, type Certificate } from '#contract/certificates'
import { useTeacherClasses } from '../classes'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { useIssueCertificate, useOrganisedEvents } from './certificate-queries'
import { RecipientSelect, type Purpose } from './recipient-select'

const chooseFirstText = 'Choose a class or an event, then who earned it.'

/** Issue a certificate: a class or an event of the teacher's, one of its students or attendees, a title. */
export function IssueCertificateForm() {
  const classes = useTeacherClasses()
  const events = useOrganisedEvents(true)
  const issue = useIssueCertificate()
  const [purposeKey, setPurposeKey] = useState('')
  const [userId, setUserId] = useState('')
  const [title, setTitle] = useState('')
  const [problem, setProblem] = useState<string>()
  const [issued, setIssued] = useState<Certificate | null>(null)
  const purpose = parsePurpose(purposeKey)

  function submit(event: FormEvent) {
    event.preventDefault()
    setIssued(null)
    const trimmed = title.trim()
    const missing = !purpose || !userId ? chooseFirstText : !trimmed ? certificateMessages.titleRequired : undefined
    setProblem(missing)
    if (missing || !purpose) return
    const target = purpose.kind === 'class' ? { classId: purpose.id } : { eventId: purpose.id }
    issue.mutate(
      { userId, title: trimmed, ...target },
      {
        onSuccess: (certificate) => {
          setTitle('')
          setIssued(certificate)
        },
      },
    )
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="issue-certificate" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="lg" id="issue-certificate">
        Issue a certificate
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="3" maxW="md">
          <Field.Root>
            <Field.Label>Class or event</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={purposeKey}
                onChange={(event) => {
                  setPurposeKey(event.target.value)
                  setUserId('')
                }}
              >
                <option value="">Choose a class or an event</option>
                <optgroup label="My classes">
                  {(classes.data ?? []).map((klass) => (
                    <option key={klass.id} value={`class:${klass.id}`}>
                      {klass.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="My events">
                  {(events.data ?? []).map((item) => (
                    <option key={item.id} value={`event:${item.id}`}>
                      {item.title}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <ErrorAlert error={classes.error ?? events.error} />
          {purpose && <RecipientSelect key={purposeKey} purpose={purpose} value={userId} onChange={setUserId} />}
          <TextField
            label="Title"
            value={title}
            onChange={setTitle}
            maxLength={certificateLimits.titleMax}
            placeholder="e.g. Best radio voice"
          />
          <ErrorAlert message={problem} error={issue.error} />
          <Button type="submit" alignSelf="start" loading={issue.isPending}>
            Issue certificate
          </Button>
          {issued && (
            <Text role="status">
              Certificate issued to {issued.recipientName}.{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to="/certificate/$certId" params={{ certId: issued.id }}>
                  Open it
                </Link>
              </ChakraLink>
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  )
}

function parsePurpose(key: string): Purpose | null {
  const [kind, ...rest] = key.split(':')
  const id = rest.join(':')
  return (kind === 'class' || kind === 'event') && id ? { kind, id } : null
}
