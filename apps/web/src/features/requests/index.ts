export { receivedRequestsQueryOptions } from "./api/get-received-requests.ts";
export { LikesPeek } from "./components/likes-peek.tsx";
