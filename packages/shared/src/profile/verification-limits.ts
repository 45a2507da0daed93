/** Photo verification's poses, limits and messages: plain values, beside the schemas in verification.ts. */
/** The head poses a verification challenge asks for, from the member's own point of view. */
export const VERIFICATION_POSES = ["straight", "left", "right"] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** What the camera screen tells the member for each pose. */
export const POSE_PROMPTS: Record<VerificationPose, string> = {
  straight: "Look straight at the camera",
  left: "Turn your head to your left",
  right: "Turn your head to your right",
};

export const VERIFICATION_LIMITS = {
  /** Stills the camera sends for each pose: a short burst, the first that shows the pose counts. */
  stillsPerPose: 4,
  /** Largest still accepted, in bytes. */
  stillMaxBytes: 5 * 1024 * 1024,
  /** Failed checks after which the member is offered a moderator's review. */
  failuresBeforeReview: 3,
  /** How long a challenge may be answered. */
  challengeMinutes: 5,
} as const;

/** Which still of the sequence a pose is asked in, in words. */
export const ORDINALS = ["first", "second", "third"] as const;

/** Why a check failed, in plain words. */
export const VERIFICATION_PROBLEMS = {
  noFace: "We couldn't see your face clearly — try more light.",
  manyFaces: "We found more than one face. Make sure you're alone in the picture.",
  notLive:
    "This didn't look like a live camera picture. Hold your phone or laptop's camera towards your face, not a photo or a screen.",
  noMatch: "Your selfie doesn't match your photos.",
  noPhotoFace:
    "We couldn't find your face in your main photo. Make a clear photo of your face your main photo, then try again.",
  wrongPose: (pose: VerificationPose, index: number) =>
    `${pose === "straight" ? "Look straight at the camera" : `Turn your head to the ${pose}`} in the ${ORDINALS[index] ?? "next"} photo.`,
} as const;
