/** Spec §2 /profile: the sign-in provider named from the identity-provider subject's prefix. */
export function authProviderOf(sub: string | null | undefined): string {
  const prefix = sub?.split('|')[0] ?? '';
  if (prefix.startsWith('google')) return 'Google';
  if (prefix === 'facebook') return 'Facebook';
  if (prefix === 'github') return 'GitHub';
  return 'Auth0';
}
