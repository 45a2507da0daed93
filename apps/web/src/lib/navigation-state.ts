/** Navigation state the auth screens pass along (spec: email to the verify page, step to onboarding). */

/** What sign-in hands to forgot-password: the email already typed there. */
export interface ForgotPasswordState {
  email?: string;
}

export interface VerifyOtpState {
  email?: string;
  /** When the previous screen had a code sent (ms since the epoch): the server's resend wait began then. */
  codeSentAt?: number;
}
export interface OnboardingState {
  currentStep?: number;
  resume?: boolean;
}

/** What a screen hands to the landing page: a notice to show at its top (e.g. after an account was deleted). */
export interface HomeState {
  notice?: string;
}
