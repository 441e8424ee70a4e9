// What other features use of the Microsoft sign-in: its button on the login view.
export { MsLoginButton } from './ms-login-button'
