export { verificationQueryKey, verificationQueryOptions } from "./api/get-verification.ts";
export { VerifyPhotosCard } from "./components/verify-photos-card.tsx";
