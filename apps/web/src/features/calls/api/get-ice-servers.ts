import { api } from "../../../lib/api-client.ts";

/** The STUN and TURN servers calls connect through, as the server's ICE_SERVERS setting says. */
export const getIceServers = () => api.get<{ iceServers: RTCIceServer[] }>("/calls/ice-servers");
