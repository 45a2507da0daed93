import { PROFILE_LIMITS } from "./profile/options.ts";

/** User-facing texts from the product specification, shared by the web app and the server. */
export const MESSAGES = {
  /** Photo uploads and changes: the browser's checks before an upload and the server's answers say the same. */
  photos: {
    tooLarge: `File size must be less than ${PROFILE_LIMITS.photoMaxBytes / (1024 * 1024)}MB. Larger photos are resized for you up to that size.`,
    /** A file whose type or name is not a PNG, JPG or WebP image, refused before it is sent. */
    wrongType: "Only PNG, JPG and WebP images can be uploaded.",
    /** An upload whose bytes are not a PNG, JPEG or WebP image. */
    notAnImage: "Only PNG, JPEG or WebP images are allowed",
    unreadable: "We couldn't read that image. Upload a PNG, JPEG or WebP photo.",
    tooManyPixels: "That image is too large to process. Use a photo under 25 megapixels.",
    notAllowed: "This photo can't be used on DevMatch.",
    tooMany: `You can only upload up to ${PROFILE_LIMITS.photosMax} images`,
    uploadFailed: "Failed to upload photo. Please try again.",
    deleteFailed: "Failed to delete photo. Please try again.",
    setPrimaryFailed: "Failed to set primary photo. Please try again.",
    reorderFailed: "Failed to reorder photos. Please try again.",
  },
  connections: {
    lastSignInMethod: "Set a password or connect another account first, so you can still sign in.",
    passwordAlreadySet: "This account already has a password. Use 'Forgot password?' to change it.",
    passwordSet: "Password set. You can now sign in with your email and password.",
    passwordCodeSent: "We sent a code to your email. Enter it with your new password.",
    unlinked: "Account disconnected.",
  },
  signup: {
    fillAllFields: "Please fill in all fields",
    passwordsDoNotMatch: "Passwords do not match",
    agreeToTerms: "Please agree to the terms and conditions",
    failed: "Signup failed",
    emailTaken: "An account with this email already exists. Sign in instead.",
    created: "Account created. We sent a 6-digit code to your email.",
    disposableEmail: "emailId: Use an email address you keep: throwaway addresses can't be used on DevMatch.",
  },
  login: {
    unauthorized: "Incorrect email or password.",
    resetPrompt: "Forgot your password? Reset it here with a code we email you:",
    failed: "Login failed. Please try again.",
    invalidCredentials: "Invalid email or password",
    tooManyFailures: "Too many failed sign-in attempts from here. Wait a moment, or reset your password.",
    accountPaused:
      "Too many failed sign-in attempts for this account today. Reset your password to sign in now, or try again tomorrow.",
    requiresVerification: "Please verify your email to continue. We sent you a new code.",
    success: "Login successful",
    updatePasswordFailed: "Failed to update password",
  },
  otp: {
    invalidInput: "Please enter a valid 6-digit OTP",
    verifyFailed: "Failed to verify OTP",
    resendFailed: "Failed to resend OTP",
    resent: "OTP has been resent successfully!",
    /** The screen adds when a new code can be had: resend may still be waiting out its minute. */
    invalidOrExpired: "That code is invalid or has expired.",
    tooManyAttempts: "Too many wrong attempts for this code.",
    newCodeIn: (seconds: number) => `You can ask for a new code in ${seconds}s.`,
    newCodeNow: "Ask for a new code below.",
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
  chat: {
    reported: "User reported successfully. Thank you for helping us maintain a safe community.",
    reportedAndBlocked: "Reported and blocked. Thank you for helping us maintain a safe community.",
    blocked: "User blocked",
    notFound: "Chat not found",
    rateLimited: "You're sending messages too fast. Wait a moment and try again.",
    blockWarning: "This action cannot be undone",
    notStoredYet: "Not sent yet: we are reconnecting and will send it again.",
    areYouSure: "Are you sure? This message may come across as hurtful. You can edit it or send it anyway.",
    bothersYou: "Does this bother you?",
    replyNotInChat: "replyTo: You can only reply to a message of this conversation.",
    messageNotFound: "Message not found",
    photoTooLarge: "photo: Photos in a chat can be at most 10 MB.",
    photoNotInChat: "photoId: That photo was not uploaded by you to this conversation.",
    photoAlreadySent: "photoId: That photo is already in the conversation.",
    photoExplicit:
      "Are you sure? This photo may be explicit. It will reach them blurred, and they choose whether to view it.",
    photoMayBeExplicit: "This photo may be explicit",
    photoRemoved: "Photo removed",
    voiceNotInChat: "voiceId: That voice note was not recorded by you in this conversation.",
    voiceAlreadySent: "voiceId: That voice note is already in the conversation.",
    voiceRemoved: "Voice note removed",
    callsOff: "Video calls are off in this conversation: both of you must turn them on.",
    callBusy: "They are on another call.",
    callNotFound: "That call has ended.",
  },
  moderation: {
    appealLinkInvalid: "This appeal link has expired. Sign in again to get a new one.",
    alreadyAppealed: "You have already appealed this decision. A moderator will answer by email.",
    appealFiled: "Your appeal was sent. A moderator will answer by email.",
    suspended: (until: string) => `Your account is suspended until ${until}.`,
    banned: "Your account has been banned.",
  },
  auth: {
    notSignedIn: "Please sign in to continue.",
    loggedOut: "Logged out",
    crossSite: "Cross-site requests are not allowed.",
    rateLimited: "Too many attempts. Please try again later.",
  },
  /** Moving the account to another email, and taking that back from the old address. */
  emailChange: {
    proofCodeSent: "We sent a code to your current email. Enter it with your new address.",
    codeSent: "We sent a code to your new address.",
    sameEmail: "newEmail: That is already your email.",
    taken: "newEmail: That email belongs to another account.",
    changed: (email: string) => `Your email is now ${email}. You were signed out everywhere else.`,
    undone: (email: string) =>
      `Your email is ${email} again and every session has been signed out. Choose a new password with "Forgot password?" to sign in.`,
    undoInvalid: "This link is not valid any more. It works once, for 7 days after the change.",
    undoTaken: "That address now belongs to another account, so it cannot be put back. Contact support.",
  },
  /** A member's own account controls: change password, change email, delete. */
  account: {
    wrongPassword: "That password is not right. Check it and try again.",
    deleted: "Your account has been deleted. Everything in it is gone.",
  },
  sessions: {
    signedOutEverywhere: "You were signed out on every device, this one included.",
  },
} as const;
