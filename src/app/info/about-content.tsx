// The words of /about: what the product is and for whom, the Terms of Service (Register links to
// /about#terms) and a short privacy note (/about#privacy). The layout is in about-screen.tsx.
import type { ReactNode } from 'react'
import { Bullets, PageLink, Para, SubHeading } from './info-text'

export interface AboutPart {
  /** The part's place on the page: /about#<id>. */
  id: string
  title: string
  body: ReactNode
}

export const termsId = 'terms'
export const privacyId = 'privacy'

export const aboutParts: AboutPart[] = [
  {
    id: 'what-it-is',
    title: 'What Voice Acting Studio is',
    body: (
      <>
        <Para>
          Voice Acting Studio is an app for voice acting that you install from the browser. You write drafts, turn them
          into scripts with roles and lines, and record sessions line by line — alone, or with friends who join through
          a share link to voice the other roles. Playback lays the chosen takes in script order over background music,
          and a finished session can go on your portfolio.
        </Para>
        <Para>
          Its podcast site publishes sessions and audio files as episodes in channels, with playlists, favourites and
          class channels, and feeds any podcast app can follow. A dashboard shows the service’s use to the staff who run
          it.
        </Para>
        <Para>
          One promise matters most: recording works with no network at all, and no take is ever lost. Takes, drafts and
          messages made offline stay on your device and are sent when you are back online.
        </Para>
      </>
    ),
  },
  {
    id: 'who-it-is-for',
    title: 'Who it is for',
    body: (
      <Bullets>
        <li>
          Voice actors and hobbyists who want to practise, record and share scenes from a phone, a tablet or a computer.
        </li>
        <li>
          Friends, drama groups and radio-play clubs who record one script together from wherever each of them is.
        </li>
        <li>
          Teachers and their students: classes with join codes, accounts for pupils without e-mail, notes to the class,
          and class podcasts.
        </li>
        <li>Podcasters and listeners who publish and follow channels, on the web or in their own podcast app.</li>
      </Bullets>
    ),
  },
  {
    id: termsId,
    title: 'Terms of Service',
    body: (
      <>
        <Para>
          These terms apply when you use Voice Acting Studio and its podcast site (“the service”), run by the people who
          operate this installation (“we”). By pressing Agree and Join, or by using the service, you accept them. They
          are written to be read: if something is unclear, <PageLink to="/contact">ask us</PageLink>.
        </Para>
        <SubHeading>1. Your account</SubHeading>
        <Para>
          Give a working e-mail address, keep your password to yourself and tell us if you think someone else has used
          your account. You are responsible for what is done with it. One account is for one person. You may close your
          account at any time from your profile, except school accounts (below).
        </Para>
        <SubHeading>2. What you make stays yours</SubHeading>
        <Para>
          Your drafts, scripts, recordings, episodes and other content belong to you (or to whoever you got them from).
          You give us only the permission we need to run the service: to store your content, copy it between your
          devices, convert it (for example into a mixdown or an MP3 episode), and show or play it to the people your
          choices allow — your friends, a session you share, your class, or everyone for public scripts, your portfolio
          and published episodes and their feeds. That permission ends when you delete the content or close your
          account, apart from copies others already have through features you used (such as a feed downloaded by a
          podcast app).
        </Para>
        <Para>
          When you record in someone else’s session, you let the session’s owner use your takes in that session: its
          playback, its mixdown, their portfolio and episodes made from it. Only upload or record what you have the
          right to use, including scripts by other writers, music and other people’s voices.
        </Para>
        <SubHeading>3. Acceptable use</SubHeading>
        <Para>Do not use the service to:</Para>
        <Bullets>
          <li>
            harass, threaten or impersonate anyone, or share someone’s voice or personal details without their
            permission;
          </li>
          <li>
            publish anything unlawful, hateful or sexually explicit, or anything unsuitable for children in a class or
            on a class channel;
          </li>
          <li>
            infringe copyright or other rights, for example by publishing a book or a film’s script you have no
            permission to use;
          </li>
          <li>
            send spam, guess other people’s codes or passwords, or overload, probe or get around the limits and
            protections of the service.
          </li>
        </Bullets>
        <Para>
          We may remove content or suspend an account that breaks these rules, and we tell the account holder why unless
          the law forbids it.
        </Para>
        <SubHeading>4. Children and schools</SubHeading>
        <Para>
          A school that uses the service is responsible for having the permission of pupils and parents that its country
          requires, and its teachers manage their classes: they create pupils’ accounts, see their pupils’ sessions and
          approve what pupils publish on a class channel. Children under the age at which they may consent on their own
          (13 to 16 depending on the country) use the service only through their school or with a parent’s permission.
          School accounts are closed through the school: a student asks their teacher, and a teacher asks the school’s
          vendor of the product.
        </Para>
        <SubHeading>5. Memberships</SubHeading>
        <Para>
          Some features come with a membership, given by an administrator or by a voucher code. A voucher is for one
          use, and its membership lasts the number of days it states from when it is redeemed. The service takes no
          payments itself.
        </Para>
        <SubHeading>6. Privacy</SubHeading>
        <Para>
          What we keep about you and why is in the <PrivacyLink /> below. We do not sell your personal data or show
          advertising.
        </Para>
        <SubHeading>7. No warranty</SubHeading>
        <Para>
          We work hard to keep the service running and your recordings safe, but it is provided “as is”, without a
          warranty that it will always be available or free of faults. Keep your own copy of what matters to you
          (Download mixdown saves a session as one file). As far as the law allows, we are not liable for indirect
          losses or for content that other members publish. Nothing in these terms takes away rights you have by law as
          a consumer.
        </Para>
        <SubHeading>8. Changes</SubHeading>
        <Para>
          We may change the service and these terms. When a change to the terms matters to you, we tell you before it
          applies; if you do not agree, you may close your account. The version on this page is the one in force.
        </Para>
        <SubHeading>9. Contact</SubHeading>
        <Para>
          Questions about these terms, a report of content that breaks them, or a request about your data: write to us
          through <PageLink to="/contact">Contact Us</PageLink>.
        </Para>
      </>
    ),
  },
  {
    id: privacyId,
    title: 'Privacy note',
    body: (
      <>
        <Bullets>
          <li>
            <strong>Your account:</strong> your user ID, e-mail address and a one-way hash of your password (never the
            password itself), your memberships and, if you are in a class, your school and class.
          </li>
          <li>
            <strong>Your profile and content:</strong> what you put in your profile, and your drafts, scripts,
            recordings, messages, channels and episodes. Photos are re-encoded when uploaded, which removes hidden
            details such as where they were taken.
          </li>
          <li>
            <strong>How the service is used:</strong> pages visited and actions such as recording or uploading, with the
            time and a random visit id, to improve the service. We do not store your IP address or your browser’s full
            identification; your signed-in devices are named only by browser and system (such as “Chrome on Android”) so
            that you can sign them out.
          </li>
          <li>
            <strong>On your device:</strong> drafts, takes and messages waiting for the network, and copies of pages you
            opened, so the app works offline. Logging in keeps a sign-in cookie; there are no advertising or tracking
            cookies.
          </li>
          <li>
            <strong>Others we work with:</strong> signing in with Microsoft goes through Microsoft, and the audio
            library’s Freesound search is sent to Freesound. Messages sent through Contact Us are e-mailed to the people
            who run the service.
          </li>
        </Bullets>
        <Para>
          Closing your account deletes your profile and personal data; records of how the service was used are kept
          without your name. To see, correct or delete your data, <PageLink to="/contact">contact us</PageLink>.
        </Para>
      </>
    ),
  },
]

function PrivacyLink() {
  return (
    <PageLink to="/about" hash={privacyId}>
      privacy note
    </PageLink>
  )
}
