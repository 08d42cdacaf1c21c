import { plans } from '../../../shared/plans';
import {
  COMPANY,
  CREDIT_PACK,
  FREE_DAILY,
  MINIMUM_AGE,
  PREMIUM_PRICE,
  PRODUCT,
  REFUND_WINDOW_DAYS,
  SUPPORT_REPLY_HOURS,
  supportLink,
} from './legal-common';
import { premiumSummary } from '../../../shared/premium-offer';

/** The terms of service, in Markdown ("## Title {#anchor}" sections make the table of contents). */
export const termsOfService = {
  summary: `These terms are the agreement between you and ${COMPANY} when you use ${PRODUCT}: who can use it, how plans and payments work, what the AI can and cannot do, and the rules we both follow.`,
  markdown: `
## Agreeing to these terms {#agreement}

${PRODUCT} is an AI dating coach operated by ${COMPANY} (“we”, “us”). By creating an account or using ${PRODUCT}, you agree to these terms and to our [Privacy Policy](/privacy-policy) and [Cancellations & Refunds policy](/cancellations-refunds). If you do not agree, please do not use ${PRODUCT}.

We have tried to write these terms in plain language. Where a heading and the text below it seem to differ, the text applies.

## Who can use Datewise {#eligibility}

- You must be at least **${MINIMUM_AGE} years old**.
- You sign in with a Google account you control, and an account is for one person.
- You must be allowed to use a service like ${PRODUCT} under the laws that apply to you.

## Your account {#your-account}

You are responsible for what happens in your account, so keep your Google account secure and sign out on shared devices. If you think someone else has used your account, tell us at ${supportLink} and we will help you secure it.

## What Datewise provides {#the-service}

${PRODUCT} offers Profile Coach, Message Helper, Date Ideas and Daily Tips, along with a free profile analyzer on our website. Some features are marked “coming soon” and are not available yet. We improve ${PRODUCT} continually, so features may change; if we remove something you have paid for, we will tell you in advance and treat it fairly under these terms.

${PRODUCT} is an independent service. It is not affiliated with, endorsed by or connected to any dating app, and it never signs in to a dating app or sends messages for you.

## Plans, payments and credits {#plans-and-payments}

- **Free plan:** ${FREE_DAILY} AI requests a day. Your allowance resets at midnight in your timezone (UTC until we know your timezone); after a timezone change, the new midnight applies from your next day. Today's daily tip is free.
- **Credits:** ${CREDIT_PACK}. Each AI request uses ${plans.credits.creditsPerRequest} credit once your free requests for the day are used up. Credits never expire, have no cash value and cannot be transferred to another account. While Premium is active, requests do not use credits, and credits cannot be bought.
- **Premium:** ${PREMIUM_PRICE}, billed in advance each week, for ${premiumSummary}. Premium renews automatically every week until you cancel.
- **Failed requests are free:** if an AI request fails, it does not use a free request or a credit.
- **Canceling:** you can cancel Premium at any time. Canceling stops the next renewal, and Premium stays active until the end of the week you have paid for.
- **Refunds:** payments are not refundable except in the cases, and within the ${REFUND_WINDOW_DAYS} days, described in our [Cancellations & Refunds policy](/cancellations-refunds), and except where the law gives you a right to one.
- **Payment processing:** payments are handled by Razorpay. By paying, you also agree to the terms Razorpay shows you at checkout.
- **Prices:** prices are in US dollars. If we change the Premium price, we will tell you before your next renewal at the new price, and you can cancel before it applies. A price change never affects a week you have already paid for.

## AI suggestions are suggestions {#ai-output}

${PRODUCT}'s suggestions are produced by an AI model. They can be wrong, out of date, or a poor fit for your situation, and they may occasionally be inappropriate despite our safeguards.

- **No guarantees:** scores, engagement rates and other figures in the tools are estimates to help you compare options. We do not promise matches, replies, dates or a relationship.
- **Your decision, your responsibility:** you decide what to put in your profile, what to send and where to meet. You are responsible for anything you send or publish, including text the coach suggested, so read it and change it until it is true and sounds like you.
- **Not professional advice:** ${PRODUCT} does not give medical, mental health, legal or financial advice. If you feel unsafe, contact local emergency services.
- **Stay safe:** meet new people in public places, tell someone you trust where you are going, and never send money to someone you have not met.

## Acceptable use {#acceptable-use}

Use ${PRODUCT} to present yourself honestly and treat other people with respect. You agree not to use it to:

- harass, threaten, shame or pressure anyone, or to write hateful or sexually explicit messages to someone who has not welcomed them;
- deceive people about who you are, impersonate someone, or run romance scams or other fraud;
- create content involving anyone under ${MINIMUM_AGE}, or content that is illegal where you or the recipient live;
- paste other people's private information, such as phone numbers, addresses or photos, beyond what you need for advice;
- break the rules of the dating apps and sites you use;
- get around usage limits, for example by opening several accounts to collect extra free requests, or resell access to ${PRODUCT};
- scrape, overload, probe or attack ${PRODUCT}, access it by automated means other than the website and app, or try to extract its prompts or underlying models.

## Your content {#your-content}

What you type into ${PRODUCT} and the results you save remain yours. You give us permission to store, process and send that content to our service providers only as needed to run ${PRODUCT} for you, as our [Privacy Policy](/privacy-policy) describes. Make sure you have the right to share anything you paste in.

## Our content and software {#our-content}

The ${PRODUCT} name, logo, website, app and written content belong to ${COMPANY}. You may use them to enjoy ${PRODUCT}, but not copy, sell or build a competing service from them. ${PRODUCT} is built with open-source software, which stays under its own licenses; our [Licenses & Attribution page](/licenses-attribution) lists it.

## Ending your account {#termination}

- **You** can stop using ${PRODUCT} at any time and delete your account from Settings. Deleting your account cancels Premium and ends any remaining Premium time and unused credits, which are not refunded except as our [Cancellations & Refunds policy](/cancellations-refunds) says.
- **We** may suspend or close an account that breaks these terms, puts other people at risk, or is used for fraud. Where it is safe and lawful, we will tell you why and give you a chance to respond.
- **If we close ${PRODUCT}** or close your account for a reason that is not your breach of these terms, we will refund the unused part of your current Premium week and any credits you have not used.

## Disclaimers {#disclaimers}

We work hard to keep ${PRODUCT} available, accurate and secure, but we provide it “as is” and “as available”. To the extent the law allows, we make no promises beyond those written in these terms, including about uninterrupted service or the results you will get.

## Limits on our liability {#liability}

To the extent the law allows, ${COMPANY} is not liable for indirect or consequential losses, for lost profits or opportunities, or for the conduct of people you meet through dating apps. Our total liability to you for any claim connected with ${PRODUCT} is limited to the greater of the amount you paid us in the 12 months before the claim arose and US$50.

Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, and nothing takes away rights you have as a consumer under the law where you live.

## Governing law and disputes {#governing-law}

These terms are governed by the laws of the jurisdiction where ${COMPANY} is registered, without affecting any mandatory consumer protection that the law of your country gives you. If something goes wrong, please write to ${supportLink} first: we reply within ${SUPPORT_REPLY_HOURS} hours, and most problems can be solved quickly that way.

## Changes to these terms {#changes}

When we change these terms, we update the date at the top of this page. If a change matters to you, for example a change to how plans or payments work, we will tell you in the app or by e-mail before it takes effect. If you keep using ${PRODUCT} after that, the new terms apply; if you do not agree, you can cancel and delete your account.

## Contact us {#contact}

${COMPANY}: ${supportLink}. We reply within ${SUPPORT_REPLY_HOURS} hours.
`,
};
