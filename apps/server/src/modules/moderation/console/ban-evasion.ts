import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { bannedIdentities, bannedPhotoHashes, oauthAccounts, photos, type UserRow } from "../../../db/schema.ts";
import { distinctiveSql, mailboxOf } from "../../../policies/bans.ts";

/** Remembers what a banned member could come back with: their mailbox, provider accounts and photos. */
export async function rememberBannedIdentities(tx: Transaction, { member }: { member: UserRow }) {
  const providers = await tx
    .select({ provider: oauthAccounts.provider, id: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, member.id));
  const identities = [
    { kind: "email" as const, value: mailboxOf(member.email), memberId: member.id },
    ...providers.map(({ provider, id }) => ({ kind: provider, value: id, memberId: member.id })),
  ];
  await tx.insert(bannedIdentities).values(identities).onConflictDoNothing();
  await tx.execute(sql`insert into ${bannedPhotoHashes} (hash, member_id)
    select ${photos.phash}, ${photos.userId} from ${photos}
    where ${photos.userId} = ${member.id} and ${photos.phash} is not null and ${distinctiveSql(photos.phash)}
    on conflict do nothing`);
}

/** A lifted ban: the member may come back with all of it. */
export async function forgetBannedIdentities(tx: Transaction, { memberId }: { memberId: string }) {
  await tx.delete(bannedIdentities).where(eq(bannedIdentities.memberId, memberId));
  await tx.delete(bannedPhotoHashes).where(eq(bannedPhotoHashes.memberId, memberId));
}
