export { verificationQueryKey } from "./api/get-verification.ts";
export { VerifyPhotosCard } from "./components/verify-photos-card.tsx";
