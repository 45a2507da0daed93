import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/fresh-database.ts";
import { runKillScenario } from "../../test/kill-scenario.ts";

const databaseUrl = process.env.DATABASE_URL;

// Two server processes need a database server both can reach; PGlite lives inside one process.
describe.runIf(databaseUrl)("a server killed mid-conversation", () => {
  it("loses nothing: every message stored once, delivered once and in order, and presence heals", async () => {
    const result = await runKillScenario({
      databaseUrl: await freshDatabase(databaseUrl as string, "killed"),
      redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      pairs: 3,
      messagesPerMember: 15,
      presenceTtlSeconds: 3,
    });
    expect(result.reconnected).toBeGreaterThan(0);
    expect(result).toMatchObject({
      sent: 90,
      stored: 90,
      photosStored: 12,
      voiceNotesStored: 12,
      storedTwice: 0,
      delivered: 90,
      lost: 0,
      outOfOrder: 0,
    });
    expect(result.secondsUntilPresenceHealed).toBeLessThan(3 * 1.5 + 1);
  }, 60_000);
});
