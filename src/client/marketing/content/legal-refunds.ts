import {
  COMPANY,
  CREDIT_PACK,
  FREE_DAILY,
  PREMIUM_PRICE,
  PRODUCT,
  REFUND_WINDOW_DAYS,
  SUPPORT_REPLY_HOURS,
  supportLink,
} from './legal-common';
import { premiumSummary } from '../../../shared/premium-offer';

/** The cancellations and refunds policy, in Markdown ("## Title {#anchor}" sections make the table of contents). */
export const refundsPolicy = {
  summary: `How to cancel Premium, what happens to your credits, and the few cases in which we refund a payment within ${REFUND_WINDOW_DAYS} days.`,
  markdown: `
## The short version {#summary}

- You can cancel Premium at any time. You keep it until the end of the week you have paid for, and you are not charged again.
- Credits never expire, so you never lose them by waiting.
- Payments are not refundable, except in three cases that you tell us about within ${REFUND_WINDOW_DAYS} days of the payment: a charge made in error, a credit pack you have not used, or a Premium week in which a fault on our side kept the AI tools from working for you.
- A failed AI request never costs anything.

## What you can buy {#what-you-can-buy}

- **Premium:** ${PREMIUM_PRICE}, for ${premiumSummary}. It is a weekly subscription that renews automatically until you cancel.
- **Credits:** ${CREDIT_PACK}. Each AI request uses one credit once your ${FREE_DAILY} free requests for the day are used up. Credits never expire.

Payments are processed by Razorpay, and prices are in US dollars.

## Canceling Premium {#canceling}

You can cancel from the Subscription page in the app at any time, or by writing to ${supportLink} from the e-mail address you sign in with.

- Canceling stops the next weekly renewal. No further payment is taken.
- Premium stays active until the end of the week you have already paid for, and the Subscription page shows the date it ends.
- We do not refund part of a week, because Premium continues to work for the rest of the week after you cancel.
- Changed your mind? Until that week ends, Resume renewal on the Subscription page turns the renewal back on. Nothing is charged before the week you paid for is over.
- You can subscribe again at any time.

Deleting your account also cancels Premium. Your remaining Premium time ends with the account.

## Credits {#credits}

Credits do not expire, so there is no deadline to use them. They are kept in your account while Premium is active and are used again if Premium ends. Credits have no cash value, cannot be moved to another account, and are lost if you delete your account.

## When we give refunds {#refund-exceptions}

We do not refund payments, except in the following cases, and only when you ask within **${REFUND_WINDOW_DAYS} days of the date of the payment**:

1. **A charge made in error.** You were charged twice for the same purchase, charged after you had canceled, or charged an amount different from the price shown when you paid. We refund the incorrect charge in full.
2. **An unused credit pack.** You bought ${CREDIT_PACK} and none of those credits has been used. We refund the pack in full and remove its credits.
3. **A Premium week that did not work.** A fault on our side kept the AI tools from working for you during a Premium week you paid for, you told us about it, and we were not able to fix it. We refund that week's payment.

Outside these cases, and after ${REFUND_WINDOW_DAYS} days, we do not refund payments. This does not affect any right to a refund that the law where you live gives you.

## How to ask for a refund {#how-to-ask}

Write to ${supportLink} within ${REFUND_WINDOW_DAYS} days of the payment and include:

- the e-mail address you use to sign in to ${PRODUCT};
- the date and amount of the payment, and the Razorpay payment ID from your receipt if you have it;
- which of the three cases above applies, and a short description of what happened.

We reply within ${SUPPORT_REPLY_HOURS} hours. If the refund is approved, we send it back to the payment method you used, through Razorpay. Refunds usually reach your account within 5 to 10 business days, depending on your bank.

When a Premium payment is refunded, Premium for that week ends. When a credit pack is refunded, its credits are removed from your balance.

## Failed requests and payment problems {#problems}

- **Failed AI requests:** if the coach cannot produce a result, for example because of an error or a timeout, the request does not use a free request or a credit. There is nothing to refund.
- **Payment taken but nothing received:** if your bank shows a payment but your credits or Premium did not appear, write to ${supportLink} with the payment details. Every payment is credited exactly once, and we will sort it out or refund it.
- **Disputes:** please contact us before asking your bank to reverse a payment. It is usually faster, and it keeps your account in good standing while we look into it.

## Contact us {#contact}

${COMPANY}: ${supportLink}. We reply within ${SUPPORT_REPLY_HOURS} hours.
`,
};
