import { CONVERSATION_RETENTION_DAYS, MODERATION_EVIDENCE_DAYS, paths } from "@devmatch/shared";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "../components/legal-page.tsx";

const list = "flex list-disc flex-col gap-1.5 pl-5";
const link = "font-semibold text-ink underline underline-offset-4";

export function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy" updated="25 November 2026">
      <p className="text-ink-muted leading-relaxed">
        This page lists what DevMatch stores about you, why, who else sees it, and the controls you have. We do not sell
        your data and we do not show ads.
      </p>
      <LegalSection id="stored" title="What we store">
        <ul className={list}>
          <li>
            <strong className="text-ink">Your account:</strong> name, email address, and your password as a one-way hash
            (never the password itself). If you sign in with GitHub or Google, the provider's account id, and the email
            and username it reports.
          </li>
          <li>
            <strong className="text-ink">Your profile:</strong> date of birth, gender, bio, profession, company,
            education, skills, interests, links you add (GitHub, LinkedIn, LeetCode, portfolio), your photos, and your
            discovery preferences (age range, distance, who you want to see).
          </li>
          <li>
            <strong className="text-ink">Your location:</strong> the city you give or, if you allow it, coordinates from
            your browser. Other members only ever see a rounded distance (for example "less than 1 km away"), never your
            coordinates.
          </li>
          <li>
            <strong className="text-ink">What you do:</strong> your likes, passes and super likes, your matches, the
            messages you send and when they were read, the members you block, the reports you make, and your
            notifications.
          </li>
          <li>
            <strong className="text-ink">Skills verified on GitHub:</strong> if you ask for it, the languages and topics
            of your public repositories, to mark the skills your code shows.
          </li>
          <li>
            <strong className="text-ink">Payments:</strong> the plan, amount, currency, dates and the payment provider's
            order and payment ids. Card details go to the payment provider only.
          </li>
          <li>
            <strong className="text-ink">Support:</strong> the subject and message of any request you send us, and the
            address to answer at when you write without signing in.
          </li>
          <li>
            <strong className="text-ink">Technical records:</strong> your signed-in sessions, short-lived email codes,
            and, if you turn them on, the address your browser gives us for push notifications, with a short name for
            the device (such as "Chrome on Android") so you can tell your devices apart in Settings.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="photo-verification" title="Photo verification and face data">
        <p>
          If you verify your photos, your camera takes a few pictures of you in the poses we ask for. They are sent to
          our own server, compared there with the faces in your photos by software running on that server (no other
          company sees them), and deleted as soon as the check ends. If you ask a moderator to review instead, one
          picture is kept only until the moderator decides, then deleted.
        </p>
        <p>
          Only if you tick the box on the verification screen do we keep your face data: a list of numbers describing
          your face (not a picture), used only to check photos you add later, so the "Photo verified" badge stays true.
          It is never shown to anyone, not even you, and never sent anywhere. It is deleted when you withdraw your
          consent (My Profile, "Delete my face data"), when the badge is removed by a moderator, and with your account.
          Your data export says whether we hold it and since when.
        </p>
      </LegalSection>
      <LegalSection id="use" title="Why we use it">
        <p>
          To run the app: to show your profile to members who match your preferences and theirs, rank the feed by shared
          skills and interests, deliver messages, send the emails and notifications you chose, keep accounts safe
          (sign-in limits, reports, blocks), and provide the plan you paid for. Nothing else.
        </p>
      </LegalSection>
      <LegalSection id="shared" title="Who else sees it">
        <ul className={list}>
          <li>
            <strong className="text-ink">Other members</strong> see your public profile (first name, age, photos, bio,
            work, skills, interests, links and rounded distance). Your email, exact location and date of birth are never
            shown. Messages are seen only by the person in the chat, and by our moderators when one of you reports the
            other (see "Safety and moderation").
          </li>
          <li>
            <strong className="text-ink">Our payment provider</strong> receives what it needs to take a payment: the
            amount, and your name and email as notes on the order.
          </li>
          <li>
            <strong className="text-ink">Our AI provider</strong> receives the question you ask the assistant and the
            parts of profiles needed to answer it: first names, skills, interests, profession, education, bio and city.
            It never receives email addresses, messages or exact locations.
          </li>
          <li>
            <strong className="text-ink">GitHub and Google</strong>, only when you choose to sign in with them or link
            them.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="moderation" title="Safety and moderation">
        <ul className={list}>
          <li>
            <strong className="text-ink">When you report someone</strong>, our moderators see your report, the reported
            member's profile and photos, and your conversation with them as it was when you reported it. They also see
            how many of your earlier reports were upheld, never your own profile beyond your first name.
          </li>
          <li>
            <strong className="text-ink">Messages are screened as they are sent.</strong> An insult makes the app ask
            the sender "Are you sure?" before it goes. Phone numbers, emails, other apps' handles and payment requests
            in a conversation's first messages, and in bios, are shown to a moderator as a short excerpt to check for
            scams. No one reads other messages.
          </li>
          <li>
            <strong className="text-ink">Evidence is kept only as long as needed.</strong> When a moderator dismisses a
            report, the conversation attached to it and the reason are emptied after {MODERATION_EVIDENCE_DAYS} days.
            Reports that led to a decision stay with that decision.
          </li>
          <li>
            <strong className="text-ink">Decisions are recorded.</strong> Every warning, removal, suspension and ban is
            kept in a log with its reason and the moderator who made it, and the member is told why. A suspended or
            banned member may appeal once; another moderator answers by email.
          </li>
          <li>
            <strong className="text-ink">A ban keeps the banned member out:</strong> we keep their email address (as the
            mailbox it delivers to), the GitHub or Google account they used, and a fingerprint of their photos, so that
            the same person cannot sign up again.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="controls" title="Your controls">
        <ul className={list}>
          <li>Edit or remove anything on your profile and photos at any time from My Profile.</li>
          <li>Pause your account from Settings: you leave every feed and Likes screen but keep your matches.</li>
          <li>Download a copy of everything we hold about you from Settings.</li>
          <li>
            Choose which notifications you get, by email and on your devices, from Settings; every notice email has a
            one-click unsubscribe link.
          </li>
          <li>Block or report any member; a block hides you from each other completely.</li>
          <li>Disconnect GitHub or Google from My Profile; verified skills go with GitHub.</li>
          <li>
            Delete your account from Settings. Your profile, photos, swipes, matches, messages and notifications are
            removed at once. Payment records stay, without your name attached, because accounting rules require them;
            reports others made about you stay so that repeated abuse can be recognised. Each person you chatted with
            keeps a copy of your conversation with them for {CONVERSATION_RETENTION_DAYS} days, with your name, photos
            and account removed from it, so they can still report abuse after you leave; it is then deleted.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="cookies" title="Cookies">
        <p>
          We use one cookie: it keeps you signed in. It is removed when you sign out (or when you close the browser,
          unless you ticked "Remember me"). There are no tracking or advertising cookies.
        </p>
      </LegalSection>
      <LegalSection id="contact" title="Questions">
        <p>
          Ask us anything about your data through the{" "}
          <Link to={paths.contact} className={link}>
            support form
          </Link>
          , open to members and visitors alike. See also the{" "}
          <Link to={paths.terms} className={link}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
