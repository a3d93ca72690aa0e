import type {FormField, SampleRequest} from './request';

/** POSIX single quotes: the only character to escape is the quote itself. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Text inside POSIX double quotes, where the shell expands `$`: only `\\ $ \` "` need escaping. */
function insideDoubleQuotes(text: string): string {
  return text.replace(/[\\$`"]/g, (character) => `\\${character}`);
}

/**
 * The cURL options that send a form, one per part: `--form-string` sends text as is (a value starting
 * with @ or < is never read as a file), `--form` (`-F`) sends a local file with its content type. The
 * reference shows these same lines as a multipart operation's request example.
 */
export function curlFormLines(fields: readonly FormField[]): string[] {
  return fields.map((field) =>
    field.kind === 'text'
      ? `--form-string ${shellQuote(`${field.name}=${field.value}`)}`
      : `--form ${shellQuote(`${field.name}=@${field.path};type=${field.contentType}`)}`,
  );
}

/**
 * `baseUrl` writes a fixed base URL (the local mock's, on the scenarios page) instead of the
 * reader's `API_BASE_URL`.
 */
export function curlSample(request: SampleRequest, {baseUrl}: {baseUrl?: string} = {}): string {
  const {envVar, relativeUrl} = request.base;
  // Double quotes so the shell expands the reader's base URL.
  const url = baseUrl === undefined ? `"$${envVar}${insideDoubleQuotes(relativeUrl)}"` : shellQuote(baseUrl + relativeUrl);
  const lines = [`curl --request ${request.method}`, `--url ${url}`];
  if (request.credential) {
    const {header, prefix, envVar} = request.credential;
    // Double quotes so the shell expands the variable; the key never appears in the command.
    lines.push(`--header "${header}: ${prefix}$${envVar}"`);
  }
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body?.kind === 'json') {
    lines.push(`--header 'Content-Type: application/json'`);
    lines.push(`--data ${shellQuote(JSON.stringify(request.body.value, null, 2))}`);
  } else if (request.body?.kind === 'multipart') {
    lines.push(...curlFormLines(request.body.fields));
  }
  if (request.response.kind === 'file') lines.push(`--output ${shellQuote(request.response.path)}`);
  return lines.join(' \\\n  ');
}
