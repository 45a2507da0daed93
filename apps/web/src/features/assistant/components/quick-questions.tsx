import { ASSISTANT_QUICK_QUESTIONS } from "@devmatch/shared";

export function QuickQuestions({ onPick }: { onPick: (question: string) => void }) {
  return (
    <ul aria-label="Quick questions" className="flex flex-wrap gap-2 border-t border-line px-4 py-3">
      {ASSISTANT_QUICK_QUESTIONS.map((question) => (
        <li key={question}>
          <button
            type="button"
            onClick={() => onPick(question)}
            className="rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm text-ink hover:border-brand-purple"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
