import { ArrowRight, ShieldCheck } from 'lucide-react';
import { paths } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';
import {
  BACKUP_DELETION_DAYS,
  LEGAL_LAST_UPDATED,
  LEGAL_LAST_UPDATED_TEXT,
} from '../../marketing/content/legal-common';
import { SettingsScreenHeader } from './settings-screen-header';
import { SettingSwitches } from './setting-switches';
import { YourDataSection } from './your-data-section';

/** The privacy policy in brief; the full text is the public /privacy-policy page. */
const policyPoints = [
  'We store what Datewise needs to work: your Google name, e-mail address and photo, your onboarding answers, the items you save, your settings, your plan, credits and payment records, and your approximate location if you allow it.',
  'What you type into the AI tools is sent to our AI provider only to produce your result. It is not kept unless you save the result, and it is never used to train AI models.',
  'Card details go straight to our payment processor, Razorpay, and never reach our servers. We do not sell your data.',
  `You can export or delete your data below at any time. Deletion is immediate in our live database; backups catch up within ${BACKUP_DELETION_DAYS} days.`,
];

function PolicySummary() {
  return (
    <section
      aria-labelledby="privacy-summary"
      className="space-y-4 rounded-xl border border-border bg-card p-5 shadow-md sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-0.5">
          <h2 id="privacy-summary" className="text-lg font-semibold tracking-tight">
            How we treat your data
          </h2>
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={LEGAL_LAST_UPDATED}>{LEGAL_LAST_UPDATED_TEXT}</time>
          </p>
        </div>
      </div>
      <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed marker:text-primary">
        {policyPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <a
        href={paths.privacyPolicy}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        Read the full Privacy Policy
        <ArrowRight className="size-3.5" aria-hidden="true" />
      </a>
    </section>
  );
}

/**
 * Privacy & Security (spec 000 §2.14): the policy in brief, the Share Usage
 * Data and Personalized Experience switches (saved on the server), and the
 * data export and account deletion.
 */
export function PrivacySecurityPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title="Privacy & Security" />
      <SettingsScreenHeader
        title="Privacy & Security"
        intro="What Datewise keeps about you, and the choices you have."
      />
      <PolicySummary />
      <SettingSwitches title="Your privacy choices" names={['shareUsageData', 'personalizedExperience']} />
      <YourDataSection />
    </div>
  );
}
