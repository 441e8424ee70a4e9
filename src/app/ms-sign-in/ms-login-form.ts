import { msSignInPages } from '#contract/ms-sign-in'

/** The hidden form that carries the ID token to the server in a POST body, never in the URL. */
export function buildMsLoginForm(document: Document, idToken: string): HTMLFormElement {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = msSignInPages.login
  form.enctype = 'application/x-www-form-urlencoded'
  form.hidden = true
  const field = document.createElement('input')
  field.type = 'hidden'
  field.name = 'id_token'
  field.value = idToken
  form.append(field)
  return form
}

/** A full-page navigation: the server answers with the refresh cookie and a redirect into the app. */
export function submitMsLoginForm(document: Document, idToken: string): void {
  const form = buildMsLoginForm(document, idToken)
  document.body.append(form)
  form.submit()
}
