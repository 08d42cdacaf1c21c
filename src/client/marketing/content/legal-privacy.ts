import {
  BACKUP_DELETION_DAYS,
  COMPANY,
  FREE_DAILY,
  MINIMUM_AGE,
  PRODUCT,
  SUPPORT_REPLY_HOURS,
  supportLink,
} from './legal-common';

/**
 * The privacy policy, in Markdown ("## Title {#anchor}" sections make the
 * table of contents). It describes what the product actually does: see
 * SECURITY.md, API.md and DESIGN.md before changing a statement here.
 */
export const privacyPolicy = {
  summary: `This policy explains what ${PRODUCT} collects, why, who helps us process it, how long we keep it, and how you can see, change or delete it.`,
  markdown: `
## The short version {#summary}

- We collect what ${PRODUCT} needs to work: your Google name, e-mail address and photo, what you ask the coach, what you save, your preferences, and records of your payments.
- What you type into the AI tools is sent to our AI provider only to produce your result. We do not sell your data and we do not use your text to train AI models.
- Card details go straight to our payment processor, Razorpay. They never reach our servers.
- We use one session cookie to keep you signed in. We do not use advertising cookies unless an ad network is turned on for this site, and Premium members never see ads.
- You can export your data or delete your account from Settings at any time. Deletion takes effect in our live database at once, and backups catch up within ${BACKUP_DELETION_DAYS} days.

## Who we are {#who-we-are}

${PRODUCT} is operated by ${COMPANY} (“we”, “us”). We decide how and why the personal information described here is used, and we are responsible for it. For any privacy question or request, write to ${supportLink}. We reply within ${SUPPORT_REPLY_HOURS} hours.

This policy covers the ${PRODUCT} website and web app. It does not cover dating apps or other services you use alongside ${PRODUCT}; they have their own policies.

## What we collect {#what-we-collect}

### When you sign in with Google {#google-sign-in}

We receive your name, your e-mail address, your profile photo and a Google account identifier. Google tells us your e-mail address has been verified. We never see your Google password, and we do not get access to your e-mails, contacts or anything else in your Google account.

### What you tell us {#what-you-tell-us}

- **Setup answers and preferences:** your dating goal, your interests, and, if you choose to give them, your age and your biggest dating challenge.
- **What you type into the tools:** the bio you ask Profile Coach to review, what you tell Message Helper about a match or a message you received (typed, or read from a chat screenshot you choose), and the interests, budget and city you give Date Ideas.
- **Saved items:** messages, date ideas and other results you choose to save.
- **Messages you sent and what came of them:** when you tap "I sent this" on a message the coach wrote, we keep its text and the estimate shown with it, and then whether it got a reply or led to a date, as you record it. You can change or remove each one.
- **Bio versions:** each bio you mark with "I'm using this bio now", with its date and score.
- **A profile photo you upload** (optional), in place of the one from Google.
- **Settings:** your choices for daily tips, e-mail updates and the privacy switches in the app.
- **Messages to support:** what you write to us and our replies.

### What we record as you use ${PRODUCT} {#what-we-record}

- **The coach's messages:** for each opener or reply the coach writes for you, the estimate it showed, the parts of the message that moved it, and a fingerprint (a hash) of its text, so that "I sent this" can only be recorded for a message we wrote. The text itself is kept only if you mark the message as sent.
- **Plan and usage:** whether you have Premium and until when, your credit balance and the history of credit changes, and how many of your ${FREE_DAILY} free daily AI requests you have used today.
- **Approximate location and timezone:** if you allow it, your browser shares your position, which we use to work out your country and city. Without that permission we estimate your country from your browser's timezone and language settings or your internet (IP) address. We use your timezone to reset your free requests at your own midnight, and your city to suggest dates nearby.
- **Payment records:** from Razorpay we receive the payment, order and subscription identifiers, the amount, currency, date and status. We never receive your card number, security code or bank login.
- **Usage events:** pages viewed, buttons pressed, which tool was used and whether it succeeded, time spent on a page, errors in the app, and, at the start of a visit, the page that referred you, your browser type and your screen size. When you are signed in these events are linked to your account; before you sign in they are not linked to anyone.
- **Server logs:** for each request, the address requested (without its query string), the response status and how long it took. Our logs never contain your cookies, your e-mail address or the text you write.

### The free profile analyzer {#free-analyzer}

The free profile analyzer on our website runs entirely in your browser. The bio you paste there is not sent to us; we only record that an analysis was completed and how long the bio was.

## How we use your information {#how-we-use-it}

- **To provide ${PRODUCT}:** to sign you in, run the AI tools, tailor suggestions to your goals and interests, keep your saved items, and show the right plan and allowance.
- **To take payments and keep accurate accounts:** to credit your purchases exactly once, renew and cancel Premium, and handle refunds.
- **To keep ${PRODUCT} safe:** to detect abuse, enforce limits, protect accounts and investigate problems.
- **To improve the product:** to understand which features people use and where they get stuck. We look at usage events in aggregate. If Share Usage Data is on, the outcomes you record also help check and correct the reply estimates for everyone, pooled with other members' outcomes; with it off, your outcomes are used only for your own Progress screen.
- **To talk to you:** to answer support requests and, only if you turn on e-mail updates, to send them.

We do not sell your personal information, we do not share it with data brokers, and we do not use what you write to the coach to train AI models.

## How the AI tools use your text {#ai-processing}

When you use a tool, we send the text you entered for that request to our AI provider, together with the preferences that help tailor the result, such as your dating goal and interests. The provider returns a suggestion, which we check and show to you. We do not send your name or e-mail address with the request.

We do not keep a history of what you type into the tools. A result is stored in your account only when you save it. Our AI provider processes requests on our behalf under its own terms for business customers. If ${PRODUCT} is run without an external AI provider, the coach runs on our own server and your text does not leave it.

Before anything you write leaves for our AI provider, we remove contact details from it: e-mail addresses, phone numbers, links and social media handles.

### Chat screenshots {#chat-screenshots}

Message Helper can read a screenshot of a chat so it can help you reply. The images are read on our server, in memory, for the length of that one request: we never store them, never log them and never send them to anyone. What we read from them is shown to you as a list of lines to check and correct; we leave out the app's own text, such as the contact's name at the top of the chat. Nothing is sent to our AI provider until you press Generate, and then only the lines you kept, with contact details removed as above. Reading a screenshot is free and does not use an AI request.

If ${PRODUCT} is set up with an AI provider that reads images, the screenshot itself is sent to that provider to be read, under the same terms as your text, and is not kept by us.

Please do not paste other people's private details, such as a match's phone number or last name, into the tools.

## Who we share it with {#sharing}

We use a small number of service providers who process information for us and only as we instruct:

- **Google**, for sign-in.
- **Razorpay**, for payments. Razorpay collects your payment details directly and keeps its own records of your payments under its own legal obligations.
- **Our AI provider**, an AI model service that generates the coach's suggestions.
- **Our hosting and database providers**, who run the servers and the PostgreSQL database that store your account.

Two optional services are used only if we turn them on for this site. If an **ad network** is on, members without Premium see ads in the app, and the ad network receives the information your browser sends when it loads an ad, such as your IP address and browser type. If a **tag manager** is on, it loads the analytics tools we choose through it. Neither receives what you type into the tools, and Premium members never see ads.

Inside ${COMPANY}, our administrators see usage statistics (countries, cities, feature use and revenue) and a list of the most active accounts, so they can run the service. Support staff look at an account only to answer a request about it.

We may also disclose information when the law requires it, to protect the safety of our users or the public, or as part of a merger or sale of ${COMPANY}, in which case this policy continues to apply to your information.

## Cookies and similar technology {#cookies}

${PRODUCT} uses as few cookies as it can:

- **A session cookie** keeps you signed in. It holds a random code; our database stores only a fingerprint (hash) of that code, never the code itself. Your browser's scripts cannot read it. It expires 30 days after you last use ${PRODUCT}, and at the latest 90 days after you signed in. Signing out deletes it.
- **A short-lived sign-in cookie** protects the Google sign-in step. It lasts at most 10 minutes and is deleted as soon as sign-in completes.

The app also keeps small technical notes in your browser's storage, for example to avoid sending you round in circles between pages. They are cleared when you sign out.

We do not use advertising or cross-site tracking cookies unless an ad network is turned on for this site. If it is, the ad network may set its own cookies when it shows ads to members without Premium; you can block or delete those in your browser settings without affecting how ${PRODUCT} works.

## How long we keep it {#retention}

- **Your account and everything in it** (profile, preferences, saved items, sent messages and their outcomes, bio versions, settings, usage and payment records) stay while your account is open.
- **When you delete your account,** it and its data are deleted from our live database at once, your sessions end, and any Premium subscription is canceled. Copies in our backups are removed within ${BACKUP_DELETION_DAYS} days. Razorpay keeps its own payment records as the law requires of it.
- **Usage events** linked to your account are deleted with your account. Events recorded before you signed in are not linked to you.
- **Sessions** end when you sign out, or 30 days after you last used ${PRODUCT}. An unfinished sign-in attempt expires after 10 minutes.
- **Support e-mails** are kept as long as we need them to help you.

## Your rights and choices {#your-rights}

Wherever you live, you can:

- **See and download your data:** export everything in your account as a JSON file from Settings.
- **Correct it:** change your setup answers from Update Preferences, upload a different photo, or ask us to fix anything else. Your name and e-mail come from Google, so changes there appear the next time you sign in.
- **Delete it:** delete your account from Settings, or ask us to do it.
- **Limit it:** say “Not Now” to location access or turn it off in your browser, leave e-mail updates off (they are off unless you turn them on), and block third-party cookies in your browser.
- **Object or ask questions:** write to ${supportLink}.

We reply to every request within ${SUPPORT_REPLY_HOURS} hours and complete it within 30 days. We may need to confirm that the request comes from the account holder, usually by asking you to write from the e-mail address you sign in with. If you are not satisfied with our answer, you can complain to the data protection authority where you live.

## How we protect it {#security}

All traffic to ${PRODUCT} is encrypted with HTTPS. Sessions use a random code that only your browser holds, and we store only a hash of it. The app only ever looks up your saved items, preferences and settings for your own account, payment confirmations are checked against Razorpay's signatures before anything is credited, and we limit how often costly actions can be repeated. No system is perfectly secure, so if we ever learn of a breach that affects your information, we will tell you without undue delay.

## Age requirement {#age}

${PRODUCT} is for adults. You must be at least ${MINIMUM_AGE} years old to create an account. We do not knowingly collect information from anyone younger; if we learn that we have, we delete the account and its data.

## International transfers {#transfers}

Our service providers may process information in countries other than yours, where data protection law may differ. We choose providers that protect information to the standard this policy describes.

## Changes to this policy {#changes}

When we change this policy, we update the date at the top of this page. If a change affects how we use information you have already given us, we will tell you in the app or by e-mail before it takes effect.

## Contact us {#contact}

${COMPANY}: ${supportLink}. We reply within ${SUPPORT_REPLY_HOURS} hours.
`,
};
