/**
 * Text as screening reads it. People who want past a filter write "p h o n e", "ρhοne" (Greek letters), "ph0ne"
 * or full-width letters; each view below undoes what matters for what it looks for.
 */

/** Letters that look like Latin ones in other scripts (Cyrillic, Greek, Armenian, and a few symbols). */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  һ: "h",
  ӏ: "l",
  ɡ: "g",
  ı: "i",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  ս: "u",
  օ: "o",
  ո: "n",
  հ: "h",
  ց: "g",
};
/** Digits and signs standing in for letters ("b1tch", "$end"). */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

/** Full-width and styled letters folded, accents dropped, look-alikes made Latin, lower-cased. */
function plain(text: string): string {
  return [...text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join("")
    .normalize("NFKC");
}

/**
 * "p h o n e", "p.h.o.n.e" and "p-h-o-n-e" joined into "phone": runs of three or more single characters. Letters
 * and digits within a run stay apart ("p h o n e 9 8 7…" is "phone 987…").
 */
function joinSpacedOut(text: string): string {
  return text.replace(/(?:^|(?<=\s))(?:\S[\s._\-*]+){2,}\S(?=\s|$)/g, (run) =>
    run.replace(/[\s._\-*]+/g, "").replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, " "),
  );
}

/** For words (insults, threats, "send money"): look-alikes, leet and spaced-out letters undone. */
export function wordsView(text: string): string {
  const letters = [...plain(text)].map((char) => LEET[char] ?? char).join("");
  return joinSpacedOut(letters).replace(/\s+/g, " ");
}

/** For numbers and addresses (phones, emails, links): look-alikes undone, digits kept, number words as digits. */
export function detailsView(text: string): string {
  return joinSpacedOut(
    plain(text).replace(
      /\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/g,
      (word) => NUMBER_WORDS[word] ?? word,
    ),
  );
}
