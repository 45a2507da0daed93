import {
  completeOnboarding,
  createVerifiedAccount,
  PASSWORD,
  readCode,
  typeCode,
  uniqueEmail,
} from "./support/fixtures.ts";
import { signIn } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.describe("sign-up and verification", () => {
  test("a new member signs up, reads the emailed code, verifies and lands on onboarding", async ({ page }) => {
    const email = uniqueEmail("newbie");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("weak");
    await expect(form.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByText(email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("pendingEmail"))).toBe(email);

    // The sixth digit sends the code: no button to press.
    await typeCode(page, await readCode(email));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { name: /Grace/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("pendingEmail"))).toBeNull();

    // Onboarding is unfinished, so the app keeps sending this member back to it.
    await page.goto("/app/feed");
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("a wrong code is refused with the server's words", async ({ page }) => {
    const email = uniqueEmail("typo");
    await page.goto("/signup");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("First name").fill("Ken");
    await form.getByLabel("Last name").fill("Thompson");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);

    const code = await readCode(email);
    await expect(page.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await typeCode(page, code === "000000" ? "111111" : "000000");
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
    // Resend is still locked, so the line says when a new code can be had rather than offering one now.
    await expect(page.getByRole("alert")).toContainText(/You can ask for a new code in \d+s/);
    await expect(page.getByRole("alert")).not.toContainText(/new one/);
    await expect(page).toHaveURL(/\/verify-otp$/);
  });

  test("the verify page without a known email goes back to sign-up", async ({ page }) => {
    await page.goto("/verify-otp");
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe("sign-in outcomes", () => {
  test("an unverified account is sent to verification with its email", async ({ page, request }) => {
    const email = uniqueEmail("pending");
    await request.post("/api/signup", {
      data: { firstName: "Ada", lastName: "L", emailId: email, password: PASSWORD },
    });
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a verified member with onboarding to do resumes onboarding", async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request, "resume");
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("an onboarded member reaches the feed, and signing out ends the session", async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request, "onboarded");
    await completeOnboarding(email);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/app\/feed$/);

    await page.getByRole("button", { name: /Ada/ }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto("/app/feed");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Remember me' keeps the session cookie for 30 days; without it the cookie ends with the browser", async ({
    page,
    request,
    context,
  }) => {
    const { email } = await createVerifiedAccount(request, "remember");
    await signIn(page, email, PASSWORD, { rememberMe: true });
    await expect(page).toHaveURL(/\/onboarding$/);
    const remembered = (await context.cookies()).find((cookie) => cookie.name === "devmatch_session");
    expect(remembered?.httpOnly).toBe(true);
    expect(((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29);

    await context.clearCookies();
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
    const browserSession = (await context.cookies()).find((cookie) => cookie.name === "devmatch_session");
    expect(browserSession?.expires).toBe(-1);
  });

  test("a wrong password shows the reset block, which changes the password only with the emailed code", async ({
    page,
    request,
  }) => {
    const { email } = await createVerifiedAccount(request, "forgetful");
    await signIn(page, email, "Wrong!Passw0rd");
    await expect(page.getByRole("alert")).toContainText("Incorrect email or password.");
    const block = page.getByRole("region", { name: "Reset Your Password" });
    await expect(block).toContainText("Forgot your password? Reset it here with a code we email you:");
    // One way to reset, not three: the block stands alone, without "Forgot password?" links beside it.
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);

    await block.getByRole("button", { name: "Send code" }).click();
    const code = await readCode(email, 2);
    await block.getByLabel("Verification code").fill(code);
    const newPassword = "Fresh!Passw0rd";
    await block.getByLabel("New Password", { exact: true }).fill(newPassword);
    await block.getByRole("button", { name: "Update Password" }).click();

    await expect(page.getByText(/^✓/)).toBeVisible();
    await expect(block).toBeHidden();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("a signed-in member who opens sign-in or sign-up is taken into the app", async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request, "returning");
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("the app is closed to visitors", async ({ page }) => {
    await page.goto("/app/feed");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("forgot password leads to a new password that works, and the old one stops working", async ({ page, request }) => {
  const { email } = await createVerifiedAccount(request, "reset");
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the screen's code has loaded; until then the sign-in form (which also has an
  // Email field) is still showing.
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();

  // The email typed on the sign-in page comes along; the code goes into the same six boxes and sends itself.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await typeCode(page, await readCode(email, 2));

  const newPassword = "Brand!New9pass";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Sign-in remembers whose password was just reset.
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Incorrect email or password.");
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/onboarding$/);
});
