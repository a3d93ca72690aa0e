import type {SampleRequest} from './request';

/** POSIX single quotes: the only character to escape is the quote itself. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Text inside POSIX double quotes, where the shell expands `$`: only `\\ $ \` "` need escaping. */
function insideDoubleQuotes(text: string): string {
  return text.replace(/[\\$`"]/g, (character) => `\\${character}`);
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
    for (const field of request.body.fields) {
      // --form-string sends text as is: a value starting with @ or < is never read as a file.
      if (field.kind === 'text') lines.push(`--form-string ${shellQuote(`${field.name}=${field.value}`)}`);
      else lines.push(`--form ${shellQuote(`${field.name}=@${field.path};type=${field.contentType}`)}`);
    }
  }
  if (request.response.kind === 'file') lines.push(`--output ${shellQuote(request.response.path)}`);
  return lines.join(' \\\n  ');
}
