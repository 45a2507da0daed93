import { PlainCode } from "./plain-code.tsx";

/** Placeholder until the highlighter is wired in: the code as text. */
export default function HighlightedCode({ code }: { code: string; language: string }) {
  return <PlainCode code={code} />;
}
