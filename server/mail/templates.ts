import type { OutgoingMail } from "./send-mail.js";

function greeting(firstName: string): string {
  return `Kia ora ${firstName},`;
}

export function confirmEmailMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Confirm your e-mail address for Quorate",
    text: `${greeting(firstName)}\n\nPlease confirm your e-mail address to finish creating your Quorate account:\n\n${link}\n\nThe link works for 48 hours. If you did not create an account, you can ignore this e-mail.\n\nQuorate`,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Reset your Quorate password",
    text: `${greeting(firstName)}\n\nSomeone (we hope you) asked to reset your Quorate password. Choose a new one here:\n\n${link}\n\nThe link works for 2 hours and only once. If you did not ask, ignore this e-mail: your password stays as it is.\n\nQuorate`,
  };
}

export function signInAttemptsMail(
  to: string,
  firstName: string,
  windowMinutes: number,
): OutgoingMail {
  return {
    to,
    subject: "Someone is trying to sign in to your Quorate account",
    text: `${greeting(firstName)}\n\nThere have been several unsuccessful attempts to sign in to your Quorate account in the last ${windowMinutes} minutes. Your account is not locked: you can still sign in as usual, though each attempt may now take a few seconds.\n\nIf these attempts were not yours, choose a new password (use "Forgot password" on the sign-in page) and turn on two-step sign-in under My Account. If they were yours, there is nothing to do.\n\nQuorate`,
  };
}

export function passwordChangedMail(to: string, firstName: string): OutgoingMail {
  return {
    to,
    subject: "Your Quorate password was changed",
    text: `${greeting(firstName)}\n\nYour Quorate password was just changed and your other devices were signed out. If this was not you, reset your password at once and tell your board administrator.\n\nQuorate`,
  };
}
