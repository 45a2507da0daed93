import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { hashPassword } from "../lib/crypto.ts";
import type { TestApp } from "./test-app.ts";

export const STRONG_PASSWORD = "Str0ng!Passw0rd";

let passwordHashCache: Promise<string> | undefined;

/** A paid membership running for another day, for a member's row. */
export const paidPlan = (plan: "gold" | "platinum" = "gold") => ({
  membershipType: plan,
  membershipExpiresAt: new Date(Date.now() + 86_400_000),
});

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Inserts a user straight into the database; every user gets a unique email. */
export async function createUser(
  testApp: Pick<TestApp, "db">,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = STRONG_PASSWORD, ...fields } = overrides;
  passwordHashCache ??= hashPassword(STRONG_PASSWORD);
  const passwordHash = password === STRONG_PASSWORD ? await passwordHashCache : await hashPassword(password);
  const [user] = await testApp.db
    .insert(users)
    .values({ email: uniqueEmail(), firstName: "Ada", lastName: "Lovelace", isVerified: true, passwordHash, ...fields })
    .returning();
  if (!user) throw new Error("user not created");
  return { user, email: user.email, password };
}

/** Signs in through the real endpoint and returns the Cookie header to send with later requests. */
export async function signIn(
  testApp: Pick<TestApp, "app">,
  email: string,
  password = STRONG_PASSWORD,
  rememberMe = false,
) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { emailId: email, password, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "devmatch_session");
  if (!cookie) throw new Error("no session cookie");
  return { cookie: `devmatch_session=${cookie.value}`, response };
}

/** Marks an account as onboarded, for flows that start after onboarding. */
export async function markOnboardingComplete(testApp: Pick<TestApp, "db">, email: string) {
  await testApp.db.update(users).set({ onboardingCompleted: true, onboardingStep: 7 }).where(eq(users.email, email));
}

/** A finished, verified profile inserted directly, for feed and matching tests. */
export async function createMember(testApp: Pick<TestApp, "db">, overrides: Partial<typeof users.$inferInsert> = {}) {
  return createUser(testApp, {
    onboardingCompleted: true,
    onboardingStep: 7,
    dateOfBirth: "1995-05-05",
    gender: "Female",
    bio: "Shipping code and chasing sunsets.",
    city: "Bengaluru",
    country: "India",
    latitude: 12.97,
    longitude: 77.59,
    profession: "Software Engineer",
    degree: "B.Tech",
    college: "IIT Bombay",
    skills: ["TypeScript", "Go", "PostgreSQL"],
    prefAgeMin: 18,
    prefAgeMax: 60,
    prefDistanceKm: 500,
    ...overrides,
  });
}
