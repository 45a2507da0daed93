import { useEffect, useState } from "react";
import type { HighlighterCore, ThemedToken } from "shiki/core";
import { PlainCode } from "./plain-code.tsx";

/*
 * The code card's highlighter, loaded only when a code card is on screen (this module is imported lazily): Shiki's
 * core with its JavaScript regular-expression engine (no WebAssembly), one dark theme whose colours pass WCAG AA
 * on its background, and each language's grammar fetched the first time a card in it is shown. The snippet is
 * rendered as React text nodes in coloured spans: Shiki's HTML output is never used, so nothing a member wrote
 * becomes markup.
 */

const GRAMMARS: Record<string, () => Promise<{ default: unknown }>> = {
  bash: () => import("shiki/langs/bash.mjs"),
  c: () => import("shiki/langs/c.mjs"),
  cpp: () => import("shiki/langs/cpp.mjs"),
  csharp: () => import("shiki/langs/csharp.mjs"),
  css: () => import("shiki/langs/css.mjs"),
  dart: () => import("shiki/langs/dart.mjs"),
  elixir: () => import("shiki/langs/elixir.mjs"),
  go: () => import("shiki/langs/go.mjs"),
  haskell: () => import("shiki/langs/haskell.mjs"),
  html: () => import("shiki/langs/html.mjs"),
  java: () => import("shiki/langs/java.mjs"),
  javascript: () => import("shiki/langs/javascript.mjs"),
  kotlin: () => import("shiki/langs/kotlin.mjs"),
  lua: () => import("shiki/langs/lua.mjs"),
  php: () => import("shiki/langs/php.mjs"),
  python: () => import("shiki/langs/python.mjs"),
  ruby: () => import("shiki/langs/ruby.mjs"),
  rust: () => import("shiki/langs/rust.mjs"),
  scala: () => import("shiki/langs/scala.mjs"),
  sql: () => import("shiki/langs/sql.mjs"),
  swift: () => import("shiki/langs/swift.mjs"),
  tsx: () => import("shiki/langs/tsx.mjs"),
  typescript: () => import("shiki/langs/typescript.mjs"),
  yaml: () => import("shiki/langs/yaml.mjs"),
  zig: () => import("shiki/langs/zig.mjs"),
};

export const CODE_THEME = "github-dark-default";

let highlighter: Promise<HighlighterCore> | null = null;

async function highlighterFor(language: string) {
  highlighter ??= Promise.all([
    import("shiki/core"),
    import("shiki/engine/javascript"),
    import("shiki/themes/github-dark-default.mjs"),
  ]).then(([{ createHighlighterCore }, { createJavaScriptRegexEngine }, theme]) =>
    createHighlighterCore({ themes: [theme.default as never], langs: [], engine: createJavaScriptRegexEngine() }),
  );
  const core = await highlighter;
  const grammar = GRAMMARS[language];
  if (grammar && !core.getLoadedLanguages().includes(language)) {
    await core.loadLanguage((await grammar()).default as never);
  }
  return core;
}

/** The snippet in colour once its grammar has loaded; plain text until then, or if it cannot load. */
export default function HighlightedCode({ code, language }: { code: string; language: string }) {
  const [lines, setLines] = useState<ThemedToken[][] | null>(null);
  useEffect(() => {
    let current = true;
    if (!GRAMMARS[language]) return;
    highlighterFor(language)
      .then((core) => core.codeToTokensBase(code, { lang: language as never, theme: CODE_THEME }))
      .then((tokens) => {
        if (current) setLines(tokens);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, language]);
  if (!lines) return <PlainCode code={code} />;
  return (
    <code>
      {lines.map((line, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
        <span key={row}>
          {line.map((token, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
            <span key={column} style={{ color: token.color }}>
              {token.content}
            </span>
          ))}
          {row < lines.length - 1 ? "\n" : null}
        </span>
      ))}
    </code>
  );
}
