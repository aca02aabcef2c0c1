/** UTF-8's byte order mark: Excel reads a CSV without it as the system's legacy code page. */
const BOM = '\uFEFF';

/**
 * Saves text as a file through a Blob link: the API needs the `access_token` header, so a plain
 * link to the route cannot download it. `fetch`'s text() drops the server's BOM; it is put back.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([text.startsWith(BOM) ? text : BOM + text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
