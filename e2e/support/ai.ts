/** What the stand-in AI provider is configured with and answers, so specs can look for (or not find) it. */
export const E2E_AI_KEY = "sk-e2e-never-in-the-browser-7f3a9c";
export const E2E_AI_REPLY =
  "Matching ranks people by compatibility: your preferences, shared skills, education and profession, then recent activity first.";
