// The words of /guide, one entry per section (its heading, its place id for the table of contents,
// its text and pictures). Every label in quotes or bold is the app's own; keep them in step when a
// screen's wording changes. The layout is in guide-screen.tsx.
import type { ReactNode } from 'react'
import { GuideFigure } from './guide-figure'
import { guidePictures } from './guide-pictures'
import { Bullets, PageLink, Para, PlaceLink, Steps, SubHeading, Ui } from './info-text'

export interface GuideSection {
  /** The section's place on the page: /guide#<id>. */
  id: string
  title: string
  body: ReactNode
}

/** The place of "Recording with no network", which the FAQ links to. */
export const recordingOfflineId = 'recording-offline'

export const guideIntro =
  'Voice Acting Studio is for writing scripts and recording them line by line, alone or with friends, in class and at home — and for publishing what you record as podcasts. This guide walks through each part.'

export const guideSections: GuideSection[] = [
  {
    id: 'install',
    title: 'Installing the app on a phone',
    body: (
      <>
        <Para>
          The app runs in the browser, and you can also put it on your phone’s home screen. Installed, it opens full
          screen like any other app and starts without a network once you have opened it online one time.
        </Para>
        <SubHeading>Android (Chrome)</SubHeading>
        <Steps>
          <li>Open the app’s address in Chrome.</li>
          <li>
            Tap the menu (the three dots at the top right), then <Ui>Install app</Ui> or <Ui>Add to Home screen</Ui>.
          </li>
          <li>
            Tap <Ui>Install</Ui>. The Voice Acting icon appears on your home screen.
          </li>
        </Steps>
        <SubHeading>iPhone and iPad (Safari)</SubHeading>
        <Steps>
          <li>Open the app’s address in Safari.</li>
          <li>
            Tap the <Ui>Share</Ui> button (the square with an arrow pointing up).
          </li>
          <li>
            Scroll down and tap <Ui>Add to Home Screen</Ui>, then <Ui>Add</Ui>.
          </li>
        </Steps>
        <Para>
          On a computer, Chrome and Edge show an install button at the end of the address bar. When a new version of the
          app is ready you see “A new version is available.” with <Ui>Update now</Ui>; it never reloads by itself, so a
          recording in progress is never cut short.
        </Para>
      </>
    ),
  },
  {
    id: 'writing',
    title: 'Writing a script',
    body: (
      <>
        <Para>
          There are two ways to get a script: write a draft and turn it into a script, or build the script role by role
          and line by line.
        </Para>
        <Para>
          <Ui>From a draft.</Ui> Open the <Ui>Drafts</Ui> tab and press <Ui>New draft</Ui>. Type freely: the draft saves
          as you type, even with no network. Under the text you see the word count, about how long it takes to say, and
          whether it is <Ui>Saved</Ui> or <Ui>Saved on this device</Ui> (waiting for the network). Write each spoken
          line as <code>NAME: line</code>, for example <code>ANNA: Where were you?</code>, or use Fountain screenplay
          style (the character’s name in capitals on a line of its own, the dialogue on the next line). Press{' '}
          <Ui>Make a script</Ui> to see the roles and lines found, then <Ui>Create script</Ui>.
        </Para>
        <GuideFigure
          picture={guidePictures.draft}
          caption="A draft with its script preview: two roles found, ready for Create script."
        />
        <Para>
          <Ui>From scratch or a template.</Ui> On the <Ui>Scripts</Ui> tab press <Ui>New script</Ui>, or pick one under{' '}
          <Ui>Start from a template</Ui> and press <Ui>Use this template</Ui>. Give it a <Ui>Title</Ui>, add the
          characters with <Ui>Add role</Ui> and the lines with <Ui>Add line</Ui> (Ctrl+Enter in a line adds the next
          one), then <Ui>Save script</Ui>.
        </Para>
        <Para>
          <Ui>Who can read it</Ui> is the script’s <Ui>Visibility</Ui>: <Ui>Private</Ui> (only you), <Ui>Friends</Ui>{' '}
          (your friends see it under <Ui>Shared with me</Ui> and can record from it) or <Ui>Public</Ui> (anyone, even
          without an account).
        </Para>
        <GuideFigure
          picture={guidePictures.scripts}
          caption="The Scripts tab: your scripts, scripts friends share with you, and templates."
        />
        <Para>
          Drafts you no longer need go to <Ui>Archive</Ui>; they wait under <Ui>Archived Drafts</Ui> in the menu until
          you restore them. Members with script library access also find free scripts to record under{' '}
          <Ui>Script Library</Ui>.
        </Para>
      </>
    ),
  },
  {
    id: 'recording',
    title: 'Recording',
    body: (
      <>
        <Para>
          Open a saved script and press <Ui>Record</Ui>. The studio opens with the script’s lines; your lines are the
          ones of the roles you voice (all of them, in your own session).
        </Para>
        <Steps>
          <li>Tap the line you want to record. The app starts at the first of your lines without a take.</li>
          <li>
            Press the big <Ui>Record</Ui> button at the bottom of the screen (on a keyboard, the space bar) and read the
            line. A level meter shows that the microphone hears you.
          </li>
          <li>
            Press <Ui>Stop</Ui>. The take appears under its line; the app moves on to your next line.
          </li>
          <li>
            Not happy? Press <Ui>Record again</Ui>. Listen with <Ui>Play take</Ui> and keep the best one with{' '}
            <Ui>Use this take</Ui>: the take marked <Ui>Chosen</Ui> is the one the session plays.
          </li>
        </Steps>
        <GuideFigure
          picture={guidePictures.studio}
          caption="The studio: the lines, a take that is uploaded and chosen, and the Record button."
        />
        <Para>
          The first time, the browser asks to use the microphone: allow it. While you record, the app asks the phone to
          keep its screen on. The studio records your voice as it is, with none of the processing a video call uses; if
          you record without headphones or in a noisy room, tick <Ui>Clean up for a noisy room or no headphones</Ui>{' '}
          under <Ui>Microphone</Ui>, where you can also choose the microphone. The meter shows the peak level: keep it
          out of the red, and move back when it says <Ui>Too loud</Ui>. <Ui>Play session</Ui> plays the chosen takes in
          script order over one of nine background tracks, and <Ui>Download mixdown</Ui> saves the whole session as one
          audio file made for where it goes: <Ui>Podcast</Ui> (-16 LUFS MP3), <Ui>Audiobook (ACX)</Ui> or{' '}
          <Ui>Audition / master</Ui> (a 48 kHz WAV of the voices as recorded), each checked before you save it. When
          everything is recorded, the session’s owner presses <Ui>Mark as finished</Ui> and confirms; a finished session
          can be published as an episode or with <Ui>Publish to portfolio</Ui>. Until it is published,{' '}
          <Ui>Reopen session</Ui> opens it for more takes. Your sessions are listed under <Ui>History</Ui> in the menu.
        </Para>
        <SubHeading id={recordingOfflineId}>Recording with no network</SubHeading>
        <Para>
          Recording never needs the network. Each take is written to your device second by second while you speak, so
          even if the tab closes or the phone’s battery dies, at most the last second is lost. Beside each take you see
          where it is:
        </Para>
        <Bullets>
          <li>
            <Ui>Saved on this device</Ui>: recorded and kept safely, waiting for the network;
          </li>
          <li>
            <Ui>Uploading 40%</Ui>: being sent; a cut connection resumes where it stopped;
          </li>
          <li>
            <Ui>Uploaded</Ui>: the server has it, and it can be chosen.
          </li>
        </Bullets>
        <GuideFigure
          picture={guidePictures['studio-offline']}
          caption="Recording with no network: the take waits on the device."
        />
        <Para>
          Takes are sent by themselves when the network comes back, even if you have moved on to another page. A session
          you have opened once opens again with no network; drafts you write offline are kept the same way and sent
          later. If a recording was cut off, the studio says “A take of this session was interrupted.” and offers{' '}
          <Ui>Keep it</Ui> or <Ui>Discard</Ui>. Making share links, choosing a take and changing roles wait for the
          network.
        </Para>
      </>
    ),
  },
  {
    id: 'share-links',
    title: 'Share links and recording with friends',
    body: (
      <>
        <Para>
          A share link invites someone into your session to voice a role. In the studio of a session you own, go to{' '}
          <Ui>Share links</Ui>:
        </Para>
        <Steps>
          <li>
            Under <Ui>Role</Ui>, choose the role they will voice, or <Ui>Whole session</Ui> to give them a role later.
          </li>
          <li>
            Under <Ui>Expires</Ui>, choose <Ui>In 1 day</Ui>, <Ui>In 7 days</Ui>, <Ui>In 30 days</Ui> or <Ui>Never</Ui>.
          </li>
          <li>
            Press <Ui>Make a share link</Ui>, then <Ui>Copy link</Ui> (or <Ui>Share</Ui> on a phone) and send it to your
            friend.
          </li>
        </Steps>
        <GuideFigure
          picture={guidePictures['share-links']}
          caption="Share links: a link for the role of FINN that expires in 7 days."
        />
        <Para>
          Your friend opens the link, logs in and lands in the studio with their lines ready to record. Their takes
          appear in your studio within seconds while it is open. Under <Ui>Roles</Ui> you decide who voices which role.{' '}
          <Ui>Revoke</Ui> stops a link from working; people already in the session stay in it.
        </Para>
        <Para>
          A link that has expired, was revoked or was mistyped shows “This link is invalid.”. Someone who is not logged
          in sees “Please log in to access the shared script.” with a <Ui>Log in</Ui> button, and comes back to the
          session after logging in.
        </Para>
        <Para>
          <Ui>Friends and messages.</Ui> On the <Ui>Friends</Ui> tab, find members by handle or name and press{' '}
          <Ui>Add friend</Ui>; they <Ui>Accept</Ui> or <Ui>Decline</Ui>. Friends see the scripts you share with friends,
          and you can write to them under the <Ui>Messages</Ui> tab, which carries a dot when something new arrived. A
          message written offline is sent when you are back online.
        </Para>
      </>
    ),
  },
  {
    id: 'classes',
    title: 'Classes (teachers and students)',
    body: (
      <>
        <Para>
          Schools use the app with classes. Your school’s administrator makes the school and adds its teachers; teachers
          then manage their classes under <Ui>My Class</Ui> in the podcast site (see{' '}
          <PlaceLink id="podcasts">Podcasts</PlaceLink>). Managing a class needs a connection.
        </Para>
        <SubHeading>Teachers</SubHeading>
        <Bullets>
          <li>
            Type a <Ui>Class name</Ui>, choose the <Ui>School</Ui> and press <Ui>Create class</Ui>. The class gets a
            join code of eight letters and digits.
          </li>
          <li>
            <Ui>Show code</Ui> shows the code full screen for the board, with the address where new students register.{' '}
            <Ui>New code</Ui> replaces it (the old one stops working at once), and <Ui>Switch off joining</Ui> stops
            anyone joining until you switch it on again.
          </li>
          <li>
            For pupils without an e-mail address, <Ui>Create student accounts</Ui>: type up to 60 names, one per line.
            Each gets a user ID and a first password, shown only once: press <Ui>Print sign-in cards</Ui> or write them
            down before you close them.
          </li>
          <li>
            <Ui>Send a note to the class</Ui> reaches every student with their notifications. <Ui>Show students</Ui>{' '}
            lists them with their latest sessions, a <Ui>Message</Ui> button and <Ui>Remove from class</Ui> (their
            account and work stay).
          </li>
          <li>
            <Ui>Make a channel for this class</Ui> gives the class its own podcast channel: students publish to it and
            their episodes wait for your <Ui>Approve</Ui>.
          </li>
        </Bullets>
        <GuideFigure
          picture={guidePictures['my-class']}
          caption="My Class: a class with its join code and what a teacher can do with it."
        />
        <SubHeading>Students</SubHeading>
        <Bullets>
          <li>
            New to the app: open the address your teacher shows (it ends in <code>/register?class=</code> and the code).
            The <Ui>Class code</Ui> field is already filled in; type your e-mail and a password and press{' '}
            <Ui>Agree and Join</Ui>.
          </li>
          <li>
            Already a member: open your profile (your name at the top), type the code under <Ui>School and class</Ui> in{' '}
            <Ui>Class code</Ui> and press <Ui>Join class</Ui>.
          </li>
          <li>Your teacher may instead hand you a sign-in card with your user ID and first password.</li>
        </Bullets>
        <Para>
          Your classmates and teachers can see the profile details you mark as protected. School accounts are closed by
          the school: a student asks their teacher, and a teacher asks the school’s vendor of the product.
        </Para>
      </>
    ),
  },
  {
    id: 'podcasts',
    title: 'Podcasts',
    body: (
      <>
        <Para>
          The podcast site is the same app at the address that begins with <code>podcast.</code> (for example{' '}
          <code>podcast.example.com</code>), in a dark theme. <Ui>My Pod Page</Ui> in the menu takes you there and back.
          Its tabs are <Ui>My Podcasts</Ui>, <Ui>My Class</Ui> (for teachers), <Ui>My Favourites</Ui> and{' '}
          <Ui>Playlists</Ui>; you use the same account on both sites.
        </Para>
        <Para>
          <Ui>Channels.</Ui> On <Ui>My Podcasts</Ui> press <Ui>New channel</Ui>, give it a <Ui>Title</Ui>, a
          description, a square <Ui>Artwork</Ui> picture, a category and a language. Open a channel and press{' '}
          <Ui>Follow</Ui> to see its new episodes on My Podcasts. Each channel shows its <Ui>RSS feed</Ui>: press{' '}
          <Ui>Copy feed address</Ui> and paste it into any podcast app.
        </Para>
        <GuideFigure
          picture={guidePictures.channel}
          caption="A channel in the podcast site: Follow, its feed, and its episodes below."
        />
        <Para>
          <Ui>Episodes.</Ui> On your channel press <Ui>Publish an episode</Ui>. Choose <Ui>From a session</Ui> (a
          finished session: the episode is made on your device from its chosen takes and music, with a transcript and
          chapters) or <Ui>From an audio file</Ui> (MP3 and M4A files are sent as they are; other audio is converted to
          MP3 first). Then <Ui>Publish now</Ui>, <Ui>Schedule</Ui> a time, or <Ui>Save without publishing</Ui>.
          Publishing needs a connection. A student’s episode on a class channel waits for the teacher’s approval.
        </Para>
        <Para>
          <Ui>Listening.</Ui> The player has <Ui>Back 15 seconds</Ui>, <Ui>Forward 30 seconds</Ui> and <Ui>Speed</Ui>,
          and starts again where you stopped, on any device where you are logged in. <Ui>Favourite</Ui> keeps an episode
          under My Favourites, and <Ui>History</Ui> lists what you played.
        </Para>
        <Para>
          <Ui>Playlists.</Ui> Press <Ui>New playlist</Ui> on the Playlists tab, or <Ui>Add to playlist</Ui> on an
          episode or a channel. Drag episodes by their handle to reorder them (or use the keyboard), and press{' '}
          <Ui>Play all</Ui>. <Ui>Download</Ui> or <Ui>Download playlist</Ui> keeps episodes on your device to listen
          with no network; they are listed under <Ui>Downloads</Ui> on the Playlists tab, where you can remove them.
          Favourites, playlist changes and where you stopped are saved on the device offline and sent when you are back
          online.
        </Para>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <Para>
          <Ui>Joining and logging in.</Ui> Press <Ui>New Member</Ui> on the login page, type your <Ui>Email</Ui> and a{' '}
          <Ui>Password</Ui> of at least 6 characters and press <Ui>Agree and Join</Ui> (you agree to the{' '}
          <PageLink to="/about" hash="terms">
            Terms of Service
          </PageLink>
          ). Log in with your user ID or e-mail and your password, or with <Ui>Log in with Microsoft</Ui> for a work or
          school account. <Ui>Forgot Password</Ui> sends a 6-digit code to your e-mail to choose a new one.
        </Para>
        <Para>
          <Ui>Your profile.</Ui> Press your name at the top of the page to open your <Ui>Profile</Ui>: your photo, name,
          location, a recorded intro and your own portfolio link. Photo, name and intro each say who may see them (
          <Ui>public</Ui>: everyone; <Ui>protected</Ui>: you, your friends, classmates and teachers). Change your e-mail
          or password there too, then press <Ui>Save Changes</Ui>. Your public profile and your portfolio of published
          sessions are open to anyone with the link.
        </Para>
        <GuideFigure picture={guidePictures.profile} caption="The Profile dialog." />
        <Para>
          <Ui>Devices.</Ui> Under <Ui>Your signed-in devices</Ui> in the profile you see where you are logged in, and
          can sign out a lost phone or <Ui>Sign out everywhere else</Ui>. <Ui>Log Out</Ui> is at the end of the menu.
        </Para>
        <Para>
          <Ui>Memberships.</Ui> <Ui>Membership</Ui> in the menu explains what each membership gives; on{' '}
          <PageLink to="/subscription">your subscriptions</PageLink> page you see yours and <Ui>Redeem</Ui> a voucher
          code. School accounts do not see the Membership item.
        </Para>
        <Para>
          <Ui>Closing your account.</Ui> In the profile’s <Ui>Danger Zone</Ui>, <Ui>Close my account</Ui> asks for your
          password, then deletes your profile and personal data. It cannot be undone. Questions? See the{' '}
          <PageLink to="/faq">FAQ</PageLink> or <PageLink to="/contact">Contact Us</PageLink>.
        </Para>
      </>
    ),
  },
]
