/** The server-side sign-in page with the page to come back to (spec §2 "/login?lastUrl="). */
export function loginUrl(lastUrl: string): string {
  return `${__APP_ENV__.platformBase.replace(/\/$/, '')}/login?lastUrl=${encodeURIComponent(lastUrl)}`;
}
