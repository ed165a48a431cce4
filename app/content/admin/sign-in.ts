// The staff sign-in pages' words. The sign-in page's title and heading are the spec's (§2 "Login
// and sign-in pages"); the rest is the staff area's own.

export const signInText = {
  title: "Login",
  heading: "Access Your Account",
  intro: "Staff sign-in for the studio's website.",
  email: "Email",
  password: "Password",
  submit: "Sign In",
  pending: "Signing in…",
  // One message whatever was wrong, so it never tells which addresses have accounts.
  wrongCredentials: "That email and password do not match an account.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  missing: "Enter your email and password.",
  unavailable: "Signing in is not possible right now. Please try again in a minute.",
  twoFactorHeading: "Two-Step Sign-In",
  twoFactorIntro: "Enter the 6-digit code from your authenticator app.",
  code: "Code",
  verify: "Verify",
  verifying: "Verifying…",
  wrongCode: "That code is not right. Check your app's clock and try again.",
  // RFC 6238 §5.2: a code is taken once.
  codeUsed: "That code has already been used. Wait for the next code in your app and enter it.",
  switchToBackup: "Use a backup code instead",
  backupIntro: "Enter one of the backup codes you saved when you set up two-step sign-in.",
  backupCode: "Backup code",
  switchToApp: "Use your authenticator app instead",
  expired: "Your sign-in took too long. Please sign in again.",
  secondStepNeeded:
    "Two-step sign-in is on for this account. Please sign in again with your password and a code.",
  setPasswordHeading: "Set Your Password",
  setPasswordIntro: "Choose a password for your staff account (at least 12 characters).",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  savePassword: "Save Password",
  passwordSaved: "Your password is set. You can sign in now.",
  passwordChanged: "Your password is changed. Sign in with the new one.",
  linkInvalid:
    'This link has expired or has already been used. Ask for a new one with "Forgot password?" on the sign-in page, or ask an owner.',
  forgotPassword: "Forgot password?",
  resetHeading: "Reset Your Password",
  resetIntro:
    "Enter the email address of your staff account. We will email you a link to set a new password. It works once, within an hour.",
  resetEmail: "Enter the email address of your staff account, like name@example.com.",
  resetSubmit: "Email Me a Link",
  resetPending: "Sending…",
  resetSent:
    "If that address has a staff account, a link to set a new password is on its way. Check your inbox (and the spam folder) in the next few minutes. The link works once, within an hour.",
  resetNoMail:
    "This website cannot send email yet, so a link cannot be emailed to you. Ask the studio's owner: on the Staff page they can make you a one-time link to set a new password.",
  backToSignIn: "Back to sign-in",
  passwordShort: "Use at least 12 characters.",
  passwordLong: "Use at most 128 characters.",
  passwordsDiffer: "The two passwords are not the same.",
} as const;
