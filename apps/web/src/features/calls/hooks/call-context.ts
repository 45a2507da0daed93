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
}

export const CallContext = createContext<CallControls>({ start: () => {}, busy: false });
export const useCalls = () => useContext(CallContext);
