import { AUTO_HIDE_REPORTERS, paths } from "@devmatch/shared";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "../components/legal-page.tsx";

const list = "flex list-disc flex-col gap-1.5 pl-5";
const link = "font-semibold text-ink underline underline-offset-4";

export function TermsRoute() {
  return (
    <LegalPage title="Terms of Service" updated="23 November 2026">
      <p className="text-ink-muted leading-relaxed">
        DevMatch is a place for software developers and other tech people to meet, date and network. By creating an
        account you agree to these terms. They are written to be read: if anything is unclear,{" "}
        <Link to={paths.contact} className={link}>
          contact support
        </Link>
        .
      </p>
      <LegalSection id="who" title="1. Who can join">
        <ul className={list}>
          <li>You must be at least 18 years old. We check the date of birth you give during onboarding.</li>
          <li>One account per person, in your own name, with your own photos.</li>
          <li>You keep your sign-in details to yourself and tell us if you think someone else used your account.</li>
        </ul>
      </LegalSection>
      <LegalSection id="conduct" title="2. How members treat each other">
        <ul className={list}>
          <li>Be honest about who you are. Fake profiles, impersonation and catfishing are not allowed.</li>
          <li>No harassment, hate, threats, or sexual content sent to someone who did not ask for it.</li>
          <li>No spam, selling, recruiting spam, or links meant to trick people.</li>
          <li>Nothing that involves anyone under 18.</li>
        </ul>
        <p>
          Any member can block or report another from their profile or chat. A block ends the match and the chat on both
          sides at once. Our moderators review every report and may warn a member, remove a photo or a bio, suspend an
          account for a time, or ban it; the member is told why and may appeal once. {AUTO_HIDE_REPORTERS} members
          reporting the same person within a day take that person out of every feed until a moderator decides. A banned
          member may not come back with another account.
        </p>
      </LegalSection>
      <LegalSection id="content" title="3. What you post">
        <p>
          Your profile, photos and messages stay yours. You give DevMatch permission to store them and show them to
          other members as the app describes (your profile to members in your area who match your preferences, your
          messages to the person you send them to). You can change or delete them at any time.
        </p>
      </LegalSection>
      <LegalSection id="premium" title="4. Premium plans and payments">
        <ul className={list}>
          <li>
            Gold and Platinum are one-time payments for a fixed period (3 and 6 months). They do not renew by themselves
            and nothing is charged again without you choosing to buy.
          </li>
          <li>
            Buying again while a plan is active extends it from its current end date. Upgrading from Gold to Platinum
            keeps whichever end date is later.
          </li>
          <li>Payments are processed by our payment provider; we never see or store your card number.</li>
          <li>
            Every plan and what it includes is listed on the{" "}
            <Link to={paths.app.premium} className={link}>
              Premium
            </Link>{" "}
            page. If something you paid for does not work, contact support and we will put it right.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="assistant" title="5. The AI assistant">
        <p>
          The assistant gives suggestions about matches and your profile. Its answers can be wrong; treat them as ideas,
          not facts, and never as a judgement of anyone.
        </p>
      </LegalSection>
      <LegalSection id="ending" title="6. Pausing and leaving">
        <p>
          You can pause your account (you disappear from feeds and likes but keep your matches) or delete it for good
          from Settings. Deleting removes your profile, photos, swipes, matches and messages at once. We may suspend or
          close an account that breaks these terms, and we will tell you why.
        </p>
      </LegalSection>
      <LegalSection id="safety" title="7. Meeting people">
        <p>
          DevMatch does not run background checks. Meet in public the first few times, tell a friend where you are
          going, and report anyone who makes you feel unsafe.
        </p>
      </LegalSection>
      <LegalSection id="changes" title="8. Changes to these terms">
        <p>
          If we change these terms in a way that matters, we will tell you in the app before the change applies. How we
          handle your data is described in the{" "}
          <Link to={paths.privacy} className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
