/** The account's entry pages (sign-in, registration, verification, reset), one chunk: a visitor moves between them. */
export { LoginPage as SignInBlock } from './login-page';
export { RegisterBlock } from './register-form';
export { EmailVerificationBlock } from './verify-email';
export { PasswordResetBlock } from './password-reset';
