// The words of /faq: questions by topic, each with its answer. The layout is in faq-screen.tsx.
import type { ReactNode } from 'react'
import { recordingOfflineId } from './guide-content'
import { PageLink, Para, Ui } from './info-text'

export interface FaqEntry {
  question: string
  answer: ReactNode
}

export interface FaqTopic {
  id: string
  title: string
  entries: FaqEntry[]
}

export const faqIntro =
  'Short answers to what members, teachers and listeners ask most. The User Guide explains each part step by step.'

export const faqTopics: FaqTopic[] = [
  {
    id: 'recording',
    title: 'Recording and working offline',
    entries: [
      {
        question: 'Does the app work without an internet connection?',
        answer: (
          <Para>
            Yes, once you have opened it online one time. Recording, writing drafts, and opening scripts and sessions
            you have opened before all work with no network. What you do offline is kept on your device and sent when
            you are back online. Making share links, managing a class and publishing an episode need a connection. See{' '}
            <PageLink to="/guide" hash={recordingOfflineId}>
              Recording with no network
            </PageLink>
            .
          </Para>
        ),
      },
      {
        question: 'Where are my takes before they are uploaded?',
        answer: (
          <Para>
            On your device, in the browser’s storage for this app. Each take says <Ui>Saved on this device</Ui>, then{' '}
            <Ui>Uploading</Ui> with a percentage, then <Ui>Uploaded</Ui>. Until a take says Uploaded, do not clear the
            browser’s data for this site or remove the app: that would delete takes that exist nowhere else.
          </Para>
        ),
      },
      {
        question: 'What if the tab closes or my battery dies while I record?',
        answer: (
          <Para>
            The take is written to the device every second while you speak, so at most the last second is lost. Next
            time you open the session, the studio says “A take of this session was interrupted.”: press <Ui>Keep it</Ui>{' '}
            to keep what was recorded, or <Ui>Discard</Ui>.
          </Para>
        ),
      },
      {
        question: 'Why can I not press “Use this take”?',
        answer: (
          <Para>
            A take can be chosen once the server has it: it shows “Available once uploaded” until then. Connect to the
            internet and wait for <Ui>Uploaded</Ui>.
          </Para>
        ),
      },
      {
        question: 'The app says no microphone was found, or the microphone is in use.',
        answer: (
          <Para>
            Allow the microphone when the browser asks (or in the site’s settings in your browser), connect a microphone
            if your computer has none, and close other apps that are using it, such as a call. Then press{' '}
            <Ui>Record</Ui> again.
          </Para>
        ),
      },
      {
        question: 'Which browsers can I use?',
        answer: (
          <Para>
            Current versions of Chrome, Edge, Firefox and Safari, on phones, tablets and computers. Safari records in a
            different audio format from the others; the app handles both.
          </Para>
        ),
      },
    ],
  },
  {
    id: 'sharing',
    title: 'Scripts, share links and friends',
    entries: [
      {
        question: 'Who can read my scripts?',
        answer: (
          <Para>
            Each script has a <Ui>Visibility</Ui>: <Ui>Private</Ui> (only you), <Ui>Friends</Ui> (your friends can read
            it and record from it) or <Ui>Public</Ui> (anyone, even without an account). Drafts are always yours alone.
          </Para>
        ),
      },
      {
        question: 'My friend says my share link does not work.',
        answer: (
          <Para>
            “This link is invalid.” means the link has expired, was revoked, or was not copied whole. Make a new one
            with <Ui>Make a share link</Ui> in the studio and send it with <Ui>Copy link</Ui>. Your friend needs to be
            logged in: without an account they see “Please log in to access the shared script.”
          </Para>
        ),
      },
      {
        question: 'My friend joined, but cannot record.',
        answer: (
          <Para>
            A link for the <Ui>Whole session</Ui> lets someone in without a role. As the session’s owner, give them one
            under <Ui>Roles</Ui> in the studio; until then they see “The session owner has not given you a role yet.”
          </Para>
        ),
      },
    ],
  },
  {
    id: 'classes',
    title: 'Classes and schools',
    entries: [
      {
        question: 'How do I join my teacher’s class?',
        answer: (
          <Para>
            Open the link your teacher shows and register, with the class code already filled in. If you already have an
            account, open your profile and type the code under <Ui>Class code</Ui>, then press <Ui>Join class</Ui>.
            “This class code is not valid.” means the code was mistyped or your teacher has replaced it: ask for the
            current one.
          </Para>
        ),
      },
      {
        question: 'How do I become a teacher in the app?',
        answer: (
          <Para>
            Your school’s administrator adds you as a teacher of your school. You then see <Ui>My Class</Ui> in the
            podcast site, where you create classes. If it says you are not a teacher at any school yet, ask the
            administrator.
          </Para>
        ),
      },
      {
        question: 'A student lost their sign-in card.',
        answer: (
          <Para>
            First passwords are shown only once and are not stored readably anywhere, so they cannot be looked up. The
            teacher can make the student a new account with <Ui>Create student accounts</Ui>, or{' '}
            <PageLink to="/contact">contact us</PageLink> with the student’s user ID.
          </Para>
        ),
      },
      {
        question: 'How do I close a school account?',
        answer: (
          <Para>
            School accounts cannot be closed by their owners. A student asks their teacher; a teacher asks the school’s
            vendor of the product.
          </Para>
        ),
      },
    ],
  },
  {
    id: 'podcasts',
    title: 'Podcasts',
    entries: [
      {
        question: 'What is the podcast site?',
        answer: (
          <Para>
            The same app at the address beginning with <code>podcast.</code>, in a dark theme, with your same account.
            There you make channels, publish finished sessions or audio files as episodes, and listen, with favourites
            and playlists. <Ui>My Pod Page</Ui> in the menu switches between the sites.
          </Para>
        ),
      },
      {
        question: 'Can I listen without a connection?',
        answer: (
          <Para>
            Yes: press <Ui>Download</Ui> on an episode, or <Ui>Download playlist</Ui>, while online. Downloads are
            listed on the Playlists tab, where you can remove them to free space.
          </Para>
        ),
      },
      {
        question: 'Can people follow my channel in another podcast app?',
        answer: (
          <Para>
            Yes. Each channel page shows its <Ui>RSS feed</Ui>: press <Ui>Copy feed address</Ui> and paste it into any
            podcast app. Published episodes appear there, with their transcript and chapters when they have them.
          </Para>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and privacy',
    entries: [
      {
        question: 'I forgot my password.',
        answer: (
          <Para>
            Press <Ui>Forgot Password</Ui> on the login page and type your user ID or e-mail. We send a 6-digit code to
            your e-mail; type it, then choose a new password of at least 6 characters.
          </Para>
        ),
      },
      {
        question: 'How do I get the Script Library or the Audio Library?',
        answer: (
          <Para>
            They come with a membership: <Ui>Membership</Ui> in the menu explains what each one gives, and a voucher
            code is redeemed on <PageLink to="/subscription">your subscriptions</PageLink> page.
          </Para>
        ),
      },
      {
        question: 'Who can see my profile?',
        answer: (
          <Para>
            Your photo, name and intro are each <Ui>public</Ui> (everyone) or <Ui>protected</Ui> (you, your friends, and
            your classmates and teachers); you choose in your profile. See the{' '}
            <PageLink to="/about" hash="privacy">
              privacy note
            </PageLink>{' '}
            for what we keep.
          </Para>
        ),
      },
      {
        question: 'How do I close my account?',
        answer: (
          <Para>
            Open your profile, go to the <Ui>Danger Zone</Ui> and press <Ui>Close my account</Ui>, then confirm with
            your password. Your profile and personal data are deleted; this cannot be undone.
          </Para>
        ),
      },
      {
        question: 'How do I reach you?',
        answer: (
          <Para>
            Through <PageLink to="/contact">Contact Us</PageLink>, also in the menu.
          </Para>
        ),
      },
    ],
  },
]
