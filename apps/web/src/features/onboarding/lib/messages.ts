/** The wizard's own texts (spec section 8). */
export const ONBOARDING_MESSAGES = {
  loading: "Loading your onboarding progress...",
  stepIncomplete: "Please complete all required fields before proceeding.",
  submitIncomplete: "Please complete all required fields before submitting.",
  saveFailed: "Failed to save progress. Please try again.",
  finalSaveFailed: "Failed to update profile. Please try again.",
  genderLocked: "Gender can't be changed later",
  locationDenied: "Location access was denied. Type your city and country instead.",
  locationUnavailable: "We couldn't get your location. Type your city and country instead.",
  locationUnsupported: "This browser can't share your location. Type your city and country instead.",
  lookupFailed: "We couldn't find a city for your location. Type it in instead.",
} as const;
