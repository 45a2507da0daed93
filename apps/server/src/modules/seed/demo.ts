import { count } from "drizzle-orm";
import { photos, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { createToken, hashPassword } from "../../lib/crypto.ts";
import { processPhoto } from "../../lib/images/pipeline.ts";
import { drawAvatar } from "./avatar.ts";
import { demoPerson } from "./people.ts";
import { seededRandom } from "./random.ts";

export const DEMO_PROFILE_COUNT = 60;

/**
 * On a brand-new database, creates a varied community of complete, verified demo members with generated
 * photos, so a newcomer's feed is not empty. Their password is random and never stored anywhere: nobody can
 * sign in as them.
 */
export async function seedDemoProfilesIfEmpty(
  ctx: Pick<AppContext, "db" | "storage" | "log">,
  { total = DEMO_PROFILE_COUNT }: { total?: number } = {},
) {
  const [existing] = await ctx.db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return 0;
  const random = seededRandom(2026);
  const passwordHash = await hashPassword(createToken());
  for (let index = 0; index < total; index++) {
    const [user] = await ctx.db
      .insert(users)
      .values({ ...demoPerson(random, index), passwordHash })
      .returning({ id: users.id });
    if (!user) continue;
    const processed = await processPhoto(await drawAvatar(random));
    const photoId = crypto.randomUUID();
    await ctx.storage.put(`${photoId}.webp`, processed.display);
    await ctx.storage.put(`${photoId}-thumb.webp`, processed.thumbnail);
    await ctx.db
      .insert(photos)
      .values({ id: photoId, userId: user.id, position: 0, width: processed.width, height: processed.height });
  }
  ctx.log.info({ count: total }, "created demo profiles for an empty database");
  return total;
}
