// Public webmail and free e-mail providers (spec §7 "Email domains": validate refuses them): anyone
// can open an address there, so such a domain can never prove that a person works for a company.
// Country variants of the tenants' countries (US, MX, CA) and the big providers' common ones.

const PROVIDERS: Record<string, string[]> = {
  google: ['gmail.com', 'googlemail.com', 'gmail.com.mx'],
  microsoft: [
    'outlook.com',
    'outlook.com.mx',
    'outlook.es',
    'outlook.fr',
    'hotmail.com',
    'hotmail.com.mx',
    'hotmail.ca',
    'hotmail.es',
    'hotmail.fr',
    'hotmail.co.uk',
    'live.com',
    'live.com.mx',
    'live.ca',
    'live.fr',
    'msn.com',
    'passport.com',
  ],
  yahoo: ['yahoo.com', 'yahoo.com.mx', 'yahoo.ca', 'yahoo.es', 'yahoo.fr', 'yahoo.co.uk', 'ymail.com', 'rocketmail.com', 'prodigy.net.mx'],
  apple: ['icloud.com', 'me.com', 'mac.com'],
  aol: ['aol.com', 'aim.com', 'aol.ca'],
  proton: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
  gmx: ['gmx.com', 'gmx.net', 'gmx.de', 'gmx.us', 'gmx.ca', 'gmx.es', 'gmx.fr', 'gmx.at', 'gmx.ch'],
  others: [
    'mail.com',
    'email.com',
    'usa.com',
    'zoho.com',
    'zohomail.com',
    'yandex.com',
    'yandex.ru',
    'mail.ru',
    'tutanota.com',
    'tuta.io',
    'fastmail.com',
    'hushmail.com',
    'inbox.com',
    'web.de',
    'qq.com',
    '163.com',
    'comcast.net',
    'verizon.net',
    'att.net',
    'sbcglobal.net',
    'bellsouth.net',
    'cox.net',
    'charter.net',
    'earthlink.net',
    'shaw.ca',
    'rogers.com',
    'sympatico.ca',
    'bell.net',
    'videotron.ca',
    'telus.net',
    'infinitummail.com',
  ],
};

export const PUBLIC_WEBMAIL_DOMAINS: ReadonlySet<string> = new Set(Object.values(PROVIDERS).flat());

/** Whether the (lower-case, ASCII) domain is a public webmail domain or a subdomain of one. */
export function isPublicWebmail(domain: string): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (PUBLIC_WEBMAIL_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
