import { escapeHtml, serverPage } from '../../http/server-page';

interface LocalSignInValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  returnTo?: string | null;
}

export function renderLocalSignIn(values: LocalSignInValues = {}, error?: string): string {
  const v = (s: string | undefined | null) => escapeHtml(s ?? '');
  return serverPage(
    'Sign in',
    `<h1>Sign in to Datewise</h1>
<p>This copy runs without Google sign-in, so you can sign in locally with any e-mail address.</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/auth/dev-login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${v(values.email)}" autofocus>
<div class="row">
<div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" maxlength="60" value="${v(values.firstName)}"></div>
<div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="60" value="${v(values.lastName)}"></div>
</div>
${values.returnTo ? `<input type="hidden" name="returnTo" value="${v(values.returnTo)}">` : ''}
<button type="submit">Sign in</button>
</form>
<p class="note">Local sign-in is for development and self-hosting; it is switched off in production, where Datewise uses Google.</p>`,
  );
}

export function renderSignInFailed(message: string): string {
  return serverPage(
    "Sign-in didn't complete",
    `<h1>Sign-in didn't complete</h1>
<p>${escapeHtml(message)}</p>
<a class="button" href="/auth/google">Try again</a>
<p class="note"><a href="/">Back to the home page</a></p>`,
  );
}
