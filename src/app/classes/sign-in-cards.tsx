import { createPortal } from 'react-dom'
import type { StudentAccount, TeacherClass } from '#contract/classes'
import { mainSiteUrl } from '../variant/variant-origins'
import './sign-in-cards.css'

/** The cards "Print sign-in cards" puts on paper: a child of <body>, hidden on screen, and the only
 *  thing printed while it exists (sign-in-cards.css). */
export function SignInCards({ item, accounts }: { item: TeacherClass; accounts: StudentAccount[] }) {
  const address = mainSiteUrl(window.location, '/login').replace(/^https?:\/\//, '')
  return createPortal(
    <div className="sign-in-cards" aria-hidden="true">
      {accounts.map((account) => (
        <section key={account.userId} className="sign-in-card">
          <p className="sign-in-card-class">
            {item.name} · {item.school.name}
          </p>
          <p className="sign-in-card-name">{account.name}</p>
          <dl>
            <dt>User ID</dt>
            <dd>{account.username}</dd>
            <dt>Password</dt>
            <dd>{account.password}</dd>
          </dl>
          <p className="sign-in-card-where">Log in at {address}</p>
        </section>
      ))}
    </div>,
    document.body,
  )
}
