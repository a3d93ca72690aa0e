import type {SampleRequest} from './request';

/** A Java string literal. */
const quote = (text: string): string => JSON.stringify(text);

/** Text block contents: backslashes doubled and any `"""` broken up, so the JSON arrives unchanged. */
function textBlock(text: string, indent: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '""\\"');
  return `"""\n${escaped
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n')}\n${indent}"""`;
}

const MULTIPART_HELPERS = `
    private static final String BOUNDARY = "----formulario" + System.nanoTime();

    private static void field(ByteArrayOutputStream body, String name, String value) throws IOException {
        body.write(("--" + BOUNDARY + "\\r\\nContent-Disposition: form-data; name=\\"" + name + "\\"\\r\\n\\r\\n"
            + value + "\\r\\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void file(ByteArrayOutputStream body, String name, Path path, String type) throws IOException {
        body.write(("--" + BOUNDARY + "\\r\\nContent-Disposition: form-data; name=\\"" + name + "\\"; filename=\\""
            + path.getFileName() + "\\"\\r\\nContent-Type: " + type + "\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));
        body.write(Files.readAllBytes(path));
        body.write("\\r\\n".getBytes(StandardCharsets.UTF_8));
    }`;

/** A complete program (Java 17+): `java Ejemplo.java` runs it as it is. */
export function javaSample(request: SampleRequest): string {
  const multipart = request.body?.kind === 'multipart' ? request.body : undefined;
  const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
  const body: string[] = [];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const builder: string[] = [`.uri(URI.create(System.getenv(${quote(request.base.envVar)}) + ${quote(request.base.relativeUrl)}))`];
  if (request.credential) {
    const {header, prefix, envVar} = request.credential;
    builder.push(`.header(${quote(header)}, ${prefix ? `${quote(prefix)} + ` : ''}System.getenv(${quote(envVar)}))`);
  }
  for (const [name, value] of request.headers) builder.push(`.header(${quote(name)}, ${quote(value)})`);
  if (request.body?.kind === 'json') {
    builder.push('.header("Content-Type", "application/json")');
    publisher = `HttpRequest.BodyPublishers.ofString(${textBlock(JSON.stringify(request.body.value, null, 2), '            ')})`;
  } else if (multipart) {
    [
      'java.io.ByteArrayOutputStream',
      'java.io.IOException',
      'java.nio.charset.StandardCharsets',
      'java.nio.file.Files',
      'java.nio.file.Path',
    ].forEach((name) => imports.add(name));
    body.push('        var form = new ByteArrayOutputStream();');
    for (const field of multipart.fields) {
      if (field.kind === 'text') body.push(`        field(form, ${quote(field.name)}, ${quote(field.value)});`);
      else body.push(`        file(form, ${quote(field.name)}, Path.of(${quote(field.path)}), ${quote(field.contentType)});`);
    }
    body.push('        form.write(("--" + BOUNDARY + "--\\r\\n").getBytes(StandardCharsets.UTF_8));', '');
    builder.push('.header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)');
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(form.toByteArray())';
  }
  builder.push(`.method(${quote(request.method)}, ${publisher})`, '.build();');
  let handler = 'HttpResponse.BodyHandlers.ofString()';
  let responseType = 'String';
  let print = 'System.out.println(response.statusCode() + " " + response.body());';
  if (request.response.kind === 'file') {
    imports.add('java.nio.file.Path');
    handler = `HttpResponse.BodyHandlers.ofFile(Path.of(${quote(request.response.path)}))`;
    responseType = 'Path';
    print = 'System.out.println(response.statusCode() + " guardado en " + response.body());';
  }
  const lines = [
    ...[...imports].sort().map((name) => `import ${name};`),
    '',
    'public class Ejemplo {',
    '    public static void main(String[] args) throws Exception {',
    ...body,
    '        HttpRequest request = HttpRequest.newBuilder()',
    ...builder.map((call) => `            ${call}`),
    `        HttpResponse<${responseType}> response = HttpClient.newHttpClient().send(request, ${handler});`,
    `        ${print}`,
    '    }',
  ];
  if (multipart) lines.push(MULTIPART_HELPERS);
  lines.push('}');
  return lines.join('\n');
}
