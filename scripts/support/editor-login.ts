/** Signs the demo's editor in, as the benchmarks' save loops do; answers its access token. */
export async function editorToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/backend/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account: 'editor',
      password: 'Editor#2026',
      'g-recaptcha-response': '',
      grant_type: 'password',
    }),
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
