/** The typed route table: every link and redirect in the app is built from here. */
export const paths = {
  home: "/",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  verifyOtp: "/verify-otp",
  onboarding: "/onboarding",
  app: {
    root: "/app",
    feed: "/app/feed",
    profile: "/app/profile",
    userProfile: (userId: string) => `/app/profile/${encodeURIComponent(userId)}`,
    connections: "/app/connections",
    requests: "/app/requests",
    premium: "/app/premium",
    insights: "/app/insights",
    preferences: "/app/preferences",
    settings: "/app/settings",
    chat: (userId: string) => `/app/chat/${encodeURIComponent(userId)}`,
  },
} as const;

/** Navigation state the auth screens pass along (spec: email to the verify page, step to onboarding). */
export interface VerifyOtpState {
  email?: string;
}
export interface OnboardingState {
  currentStep?: number;
  resume?: boolean;
}
