/** User-facing texts from the product specification, shared by the web app and the server. */
export const MESSAGES = {
  signup: {
    fillAllFields: "Please fill in all fields",
    passwordsDoNotMatch: "Passwords do not match",
    agreeToTerms: "Please agree to the terms and conditions",
    failed: "Signup failed",
    emailTaken: "An account with this email already exists. Sign in instead.",
    created: "Account created. We sent a 6-digit code to your email.",
  },
  login: {
    unauthorized:
      "Login failed. If you created your account before today, you might need to reset your password due to security improvements.",
    resetPrompt: "Due to security improvements, you need to reset your password:",
    failed: "Login failed. Please try again.",
    invalidCredentials: "Invalid email or password",
    requiresVerification: "Please verify your email to continue. We sent you a new code.",
    success: "Login successful",
    updatePasswordFailed: "Failed to update password",
  },
  otp: {
    invalidInput: "Please enter a valid 6-digit OTP",
    verifyFailed: "Failed to verify OTP",
    resendFailed: "Failed to resend OTP",
    resent: "OTP has been resent successfully!",
    invalidOrExpired: "That code is invalid or has expired. Request a new one.",
    tooManyAttempts: "Too many wrong attempts. Request a new code.",
    verified: "Email verified successfully",
    resendGeneric: "If this email is waiting for verification, a new code is on its way.",
    resendCooldown: "Please wait before requesting another code.",
  },
  forgot: {
    enterEmail: "Please enter your email",
    enterOtp: "Please enter the OTP",
    fillAllFields: "Please fill in all fields",
    passwordsDoNotMatch: "Passwords do not match",
    sendFailed: "Failed to send OTP",
    invalidOtp: "Invalid OTP",
    resetFailed: "Failed to reset password",
    codeSent: "If an account exists for this email, we sent a 6-digit code to it.",
    codeVerified: "Code verified. Choose a new password.",
    passwordReset: "Your password has been reset. Sign in with your new password.",
  },
  feed: {
    completeProfileFirst: "Please complete your profile first",
    fetchFailed: "Failed to fetch potential matches",
  },
  auth: {
    notSignedIn: "Please sign in to continue.",
    loggedOut: "Logged out",
    crossSite: "Cross-site requests are not allowed.",
    rateLimited: "Too many attempts. Please try again later.",
  },
} as const;
