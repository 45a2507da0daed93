/** Languages a code card may be written in: the highlighter's names for them. */
export const CODE_LANGUAGES = [
  { id: "bash", label: "Bash" },
  { id: "c", label: "C" },
  { id: "cpp", label: "C++" },
  { id: "csharp", label: "C#" },
  { id: "css", label: "CSS" },
  { id: "dart", label: "Dart" },
  { id: "elixir", label: "Elixir" },
  { id: "go", label: "Go" },
  { id: "haskell", label: "Haskell" },
  { id: "html", label: "HTML" },
  { id: "java", label: "Java" },
  { id: "javascript", label: "JavaScript" },
  { id: "kotlin", label: "Kotlin" },
  { id: "lua", label: "Lua" },
  { id: "php", label: "PHP" },
  { id: "python", label: "Python" },
  { id: "ruby", label: "Ruby" },
  { id: "rust", label: "Rust" },
  { id: "scala", label: "Scala" },
  { id: "sql", label: "SQL" },
  { id: "swift", label: "Swift" },
  { id: "tsx", label: "TSX" },
  { id: "typescript", label: "TypeScript" },
  { id: "yaml", label: "YAML" },
  { id: "zig", label: "Zig" },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]["id"];
export const CODE_LANGUAGE_IDS = CODE_LANGUAGES.map((language) => language.id) as [CodeLanguage, ...CodeLanguage[]];

export const CODE_CARD_LIMITS = { linesMax: 30, charsMax: 1500, captionMax: 80, quoteLinesMax: 6 } as const;

const labels = new Map<string, string>(CODE_LANGUAGES.map((language) => [language.id, language.label]));
export const codeLanguageLabel = (id: string) => labels.get(id) ?? id;

/** The first lines of a snippet, as a like on it quotes them. */
export const codeExcerpt = (code: string) => code.split("\n").slice(0, CODE_CARD_LIMITS.quoteLinesMax).join("\n");
