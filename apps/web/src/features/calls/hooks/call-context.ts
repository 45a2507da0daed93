import { createContext, useContext } from "react";

export interface CallPartner {
  _id: string;
  firstName: string;
}

export interface CallControls {
  /** Calls the partner (the chat shows the button only when both turned calls on). */
  start: (partner: CallPartner) => void;
  /** True while a call rings or runs: a second one cannot start. */
  busy: boolean;
  /** False until the app's connection has opened (a moment after a page opens): a call needs it to ring. */
  ready: boolean;
}

export const CallContext = createContext<CallControls>({ start: () => {}, busy: false, ready: false });
export const useCalls = () => useContext(CallContext);
