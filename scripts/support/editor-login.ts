import { send } from './bench-loops';

/**
 * Signs an editor in, as the benchmarks' save loops do (the demo's editor unless named; `host`
 * names the site on a server of several); answers its access token.
 */
export async function editorToken(
  baseUrl: string,
  {
    account = 'editor',
    password = 'Editor#2026',
    host,
  }: { account?: string; password?: string; host?: string } = {},
): Promise<string> {
  const answer = await send(`${baseUrl}/backend/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(host === undefined ? {} : { host }),
    },
    body: new URLSearchParams({
      account,
      password,
      'g-recaptcha-response': '',
      grant_type: 'password',
    }).toString(),
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}
