// The staff area's own-account page: two-step sign-in and sessions.

export const accountText = {
  heading: "My Account",
  twoFactorHeading: "Two-Step Sign-In",
  twoFactorOn: "Two-step sign-in is on for your account.",
  twoFactorOffIntro:
    "Two-step sign-in asks for a code from an authenticator app on your phone each time you sign in, so a stolen password alone cannot open the staff area.",
  required: "The studio requires two-step sign-in. Set it up to continue.",
  confirmPassword: "Your password",
  start: "Set Up Two-Step Sign-In",
  scan: "Scan this code with your authenticator app, or enter the key by hand.",
  key: "Key",
  confirmCode: "Then enter the 6-digit code the app shows.",
  confirm: "Confirm",
  backupHeading: "Your backup codes",
  backupIntro:
    "Each code signs you in once if your phone is lost. Save them somewhere safe now: they will not be shown again.",
  done: "I Have Saved Them",
  wrongPassword: "That password is not right.",
  sessionsHeading: "Where You Are Signed In",
  thisDevice: "This device",
  signedIn: "Signed in",
  lastActive: "Last active",
  endSession: "Sign out",
  endOthers: "Sign Out Everywhere Else",
  unknownDevice: "Unknown browser",
  passwordHeading: "Change Password",
  currentPassword: "Current password",
  changePassword: "Change Password",
} as const;
