import { Box, Container, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { memo, useCallback, useMemo, useState } from 'react'
import type { Session } from '#contract/sessions'
import type { TakeTrim } from '#contract/takes'
import { messageOf } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import { LiveRegion } from '../ui/live-region'
import { TextLink } from '../ui/text-link'
import { useAfterFirstPaint } from '../ui/use-after-first-paint'
import { loadLibraryAudio } from '../audio-library'
import { sampleLine } from '../mic-check'
import { useOffline } from '../offline/offline-services'
import { useOnline } from '../offline/use-online'
import { playableMusic } from './playback/playback-plan'
import { loadTakeAudio } from './playback/take-audio'
import { SessionPlayer } from './playback/session-player'
import { takesOn, useTakeStates } from '../takes'
import { useAppContext } from '../router/use-app-context'
import { CueHeardAlert } from './cue/cue-heard-alert'
import { CuePanel } from './cue/cue-panel'
import { cueTexts, useCue } from './cue/use-cue'
import { FinishPanel } from './finish-panel'
import { InterruptedAlert } from './interrupted-alert'
import { LinesList } from './lines-list'
import { MicCheckCard } from './mic-check-card'
import { MicrophonePanel } from './microphone-panel'
import { recorderName } from './participant-name'
import { firstLineToRecord, myRoleIds } from './my-lines'
import { RecordBar } from './record-bar'
import { RolesPanel } from './roles-panel'
import { SessionMusicPanel } from './session-music-panel'
import { SessionTimingPanel } from './session-timing-panel'
import { ShareLinksPanel } from './share-links-panel'
import { studioAnnouncement } from './studio-announcement'
import { mergeTakes, playableTakes, takesByLine, withQueuedChoices } from './studio-takes'
import { useChooseTake } from './use-choose-take'
import { useTakeCompare } from './use-take-compare'
import { useTrimTake } from './use-trim-take'
import { useInterruptedTakes } from './use-interrupted-takes'
import { useNewTakes } from './use-new-takes'
import { useQueuedChoices } from './use-queued-choices'
import { noRoleText, useRecordToggle } from './use-record-toggle'
import { useSpaceBar } from './use-space-bar'
import { useStudioRecorder } from './use-studio-recorder'
import { useTakePlayer } from './use-take-player'
import { useWakeLock } from './use-wake-lock'

export const studioOfflineText =
  'You are offline. Takes are saved on this device and uploaded when you are back online.'

/** The studio for one session the device has: lines, takes, the recorder and, for the owner, the panels. */
export function Studio({ session, userId }: { session: Session; userId: string }) {
  const offline = useOffline()
  const { auth } = useAppContext()
  const online = useOnline()
  const local = useTakeStates(session.id)
  const { recorder, state } = useStudioRecorder(offline)
  const player = useTakePlayer()
  const choose = useChooseTake(session.id)
  const trimTake = useTrimTake(session.id)
  const [trimmingId, setTrimmingId] = useState<string | null>(null)
  const interrupted = useInterruptedTakes(offline, recorder, session.id, userId)
  useNewTakes(session.id, true, local.filter((take) => take.state === 'uploaded').length)

  const queuedChoices = useQueuedChoices(session.id)
  const sessionTakes = useMemo(() => withQueuedChoices(session.takes, queuedChoices), [session.takes, queuedChoices])
  const roleIds = useMemo(() => myRoleIds(session, userId), [session, userId])
  const takes = useMemo(
    () =>
      mergeTakes(sessionTakes, local, state.status === 'recording' ? state.takeId : null, (takeUserId) =>
        recorderName(session.participants, takeUserId, userId),
      ),
    [sessionTakes, session.participants, local, state, userId],
  )
  const byLine = useMemo(() => takesByLine(takes), [takes])
  // The line "Play session" plays now: highlighted in the list.
  const [playingLineId, setPlayingLineId] = useState<string | null>(null)
  const [currentLineId, setCurrentLineId] = useState(() =>
    firstLineToRecord(session.script.lines, roleIds, new Set(byLine.keys())),
  )
  const loadAudio = useCallback(
    (take: { id: string }) =>
      loadTakeAudio(take.id, { takes: takesOn(offline), token: () => auth.store.get()?.token ?? null }),
    [offline, auth],
  )
  const compare = useTakeCompare(loadAudio)
  // Stable, so a line whose takes did not change is not drawn again (lines-list.tsx).
  const onToggleTrim = useCallback((takeId: string) => setTrimmingId((open) => (open === takeId ? null : takeId)), [])
  const onTrim = useCallback((takeId: string, trim: TakeTrim) => void trimTake(takeId, trim), [trimTake])
  const playable = useMemo(
    () => ({
      title: session.script.title,
      script: session.script,
      backgroundTrack: session.backgroundTrack,
      music: playableMusic(session.music, (audioId) => loadLibraryAudio(auth, audioId)),
      timing: session.timing,
      takes: playableTakes(sessionTakes, local),
    }),
    [session, sessionTakes, local, auth],
  )
  const cue = useCue(playable, loadAudio)
  const record = useRecordToggle({
    recorder,
    state,
    session,
    userId,
    roleIds,
    currentLineId,
    setCurrentLineId,
    beforeStart: () => {
      player.stop()
      compare.stop()
    },
    cue,
  })
  useSpaceBar(record.toggle, true)
  const belowTheFold = useAfterFirstPaint()
  useWakeLock(record.recording)

  const isOwner = session.ownerId === userId
  const roleName = (roleId: string | null) => session.script.roles.find((role) => role.id === roleId)?.name
  const currentLine = session.script.lines.find((line) => line.id === currentLineId)
  const lineLabel = currentLine ? [roleName(currentLine.roleId), currentLine.text].filter(Boolean).join(': ') : null
  const lineText = useCallback(
    (lineId: string) => session.script.lines.find((line) => line.id === lineId)?.text ?? null,
    [session],
  )
  const alertText = state.error ?? player.error ?? compare.error ?? cue.error
  const announcement = studioAnnouncement(local, state.status === 'recording' ? state.takeId : null)

  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Container maxW="3xl" py="4" flex="1">
        <Stack gap="4">
          <Stack gap="1">
            <TextLink to="/history">My sessions</TextLink>
            <Heading as="h1" size="2xl">
              {session.script.title}
            </Heading>
            <Text color="fg.muted">{session.status === 'open' ? 'Open' : 'Finished'}</Text>
            <LiveRegion>{!online && <Text fontSize="sm">{studioOfflineText}</Text>}</LiveRegion>
          </Stack>
          {roleIds.size === 0 && <Text fontWeight="semibold">{noRoleText}</Text>}
          <InterruptedAlert interrupted={interrupted} lineText={lineText} />
          <ErrorAlert message={alertText} />
          {cue.heardIn && !record.recording && (
            <CueHeardAlert
              lineText={lineText(cue.heardIn)}
              onRecordAgain={() => {
                const lineId = cue.heardIn
                cue.dismissHeard()
                if (lineId) record.recordAgain(lineId)
              }}
              onDismiss={cue.dismissHeard}
            />
          )}
          {roleIds.size > 0 && session.status === 'open' && (
            <MicCheckCard
              line={currentLine?.text ?? sampleLine}
              beforeFirstTake={local.length === 0}
              lastCapture={state.capture}
            />
          )}
          <LiveRegion offscreen>{announcement}</LiveRegion>
          <LinesList
            session={session}
            roleIds={roleIds}
            currentLineId={currentLineId}
            takesByLine={byLine}
            playingLineId={playingLineId}
            playingId={player.playingId}
            choosingId={choose.isPending ? (choose.variables ?? null) : null}
            onSelect={setCurrentLineId}
            onPlay={player.toggle}
            onChoose={choose.mutate}
            trimmingId={trimmingId}
            onToggleTrim={onToggleTrim}
            loadAudio={loadAudio}
            onTrim={onTrim}
            compare={compare}
          />
          {choose.isError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {messageOf(choose.error)}
            </Text>
          )}
          {/* Below the fold: not in the way of Record on the studio's first paint (issue 38). */}
          {belowTheFold && (
            <>
              <Separator />
              <MicrophonePanel capture={state.capture} />
              <Separator />
              <CuePanel capture={state.capture} />
              <Separator />
              <SessionPlayer session={playable} loadAudio={loadAudio} onPlayingLine={setPlayingLineId} />
              {isOwner && <OwnerPanels session={session} online={online} />}
            </>
          )}
        </Stack>
      </Container>
      <RecordBar
        recorder={recorder}
        recording={record.recording}
        lineLabel={lineLabel}
        hasTake={Boolean(currentLineId && byLine.get(currentLineId)?.length)}
        blocked={record.blocked}
        busy={record.busy}
        cueText={
          cue.state.phase === 'cue'
            ? cueTexts.cue(cue.state.line)
            : cue.state.phase === 'count'
              ? cueTexts.count(cue.state.count)
              : null
        }
        onToggle={record.toggle}
      />
    </Box>
  )
}

/** The owner's panels; drawn again only when the session or the network changes, not at each press
 *  of Record. */
const OwnerPanels = memo(function OwnerPanels({ session, online }: { session: Session; online: boolean }) {
  return (
    <>
      <Separator />
      <RolesPanel session={session} online={online} />
      <Separator />
      <ShareLinksPanel session={session} online={online} />
      <Separator />
      <SessionMusicPanel session={session} online={online} />
      <Separator />
      <SessionTimingPanel session={session} online={online} />
      <Separator />
      <FinishPanel session={session} online={online} />
    </>
  )
})
