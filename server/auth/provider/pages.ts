import type { DemoAccount } from './demoAccounts.ts';

/** HTML of the provider's own pages: no external fonts or scripts, labelled fields, inline CSS. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f4;
    color:#122738;line-height:1.5}
  main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;
    box-shadow:0 1px 4px rgba(0,0,0,.15)}
  h1{font-size:1.5rem;margin:0 0 1rem}
  h2{font-size:1.1rem;margin:2rem 0 .5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #8a97a0;border-radius:4px}
  input:focus,button:focus,a:focus{outline:3px solid #2f6f2a;outline-offset:2px}
  button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;border:0;
    border-radius:4px;background:#2f6f2a;color:#fff;cursor:pointer}
  .error{margin:1rem 0;padding:.75rem;border-radius:4px;background:#fdecea;color:#8a1c12;
    border:1px solid #e0a49d}
  table{width:100%;border-collapse:collapse;font-size:.9rem}
  th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #dde3e0;vertical-align:top}
  code{font-size:.95rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Gatehouse</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function demoAccountsTable(accounts: DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const rows = accounts
    .map(
      (a) => `<tr><td><code>${escapeHtml(a.email)}</code><br>${escapeHtml(a.name)}</td>
<td>${escapeHtml(a.roles.join(', ') || 'no locations')}${
        a.description ? `<br>${escapeHtml(a.description)}` : ''
      }</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<p>Every demo account uses the password <code>gatehouse</code>.</p>
<table><thead><tr><th scope="col">Account</th><th scope="col">Roles</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

export function loginPage(options: {
  action: string;
  email?: string;
  error?: string;
  demoAccounts: DemoAccount[];
}): string {
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to Gatehouse</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus
  value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">Sign in</button>
</form>
${demoAccountsTable(options.demoAccounts)}`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="/auth/login">Start signing in again</a></p>`,
  );
}
