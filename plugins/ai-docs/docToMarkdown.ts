/**
 * Turns the source of a docs page (Markdown or MDX) into plain Markdown that reads well outside the
 * site: the front matter becomes a title heading and a summary, MDX imports disappear, each Tabs
 * panel becomes a section headed by its tab label, admonitions become labelled block quotes and links
 * are rewritten by the caller (to other pages' twins, without the `pathname://` escape). A component
 * alone on its line (`<CaptureCheck />`) is interactive and has no Markdown form: it is left out, and
 * the page's prose says what it does.
 */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Nota',
  tip: 'Consejo',
  info: 'Información',
  warning: 'Advertencia',
  danger: 'Peligro',
  caution: 'Precaución',
};

export interface DocToMarkdownInput {
  title: string;
  description?: string;
  source: string;
  /** Rewrites the target of a Markdown link or image; returns it unchanged when nothing applies. */
  rewriteLink(target: string): string;
  /**
   * The Markdown of the site's own components written alone on a line (`<SandboxInstall args="mock" />`),
   * by name; `attribute` reads one of the element's attributes.
   */
  components?: Record<string, (attribute: (name: string) => string | undefined) => string[]>;
}

export function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const MDX_IMPORT_OR_EXPORT = /^(import\s.+\sfrom\s+['"].+['"];?|import\s+['"].+['"];?|export\s.+)\s*$/;
/** `:::warning[Título]` (the syntax v4 parses) or the older `:::warning Título`. */
const ADMONITION_OPEN = /^\s*:::(note|tip|info|warning|danger|caution)(?:\[(.*)\])?\s*(.*)$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;
const TABS_TAG = /^\s*<\/?Tabs\b[^>]*>\s*$/;
const TAB_ITEM_OPEN = /^\s*<TabItem\b([^>]*)>\s*$/;
const TAB_ITEM_CLOSE = /^\s*<\/TabItem>\s*$/;
const HEADING = /^(#{1,6})\s/;
/** A component alone on its line, self-closed: `<SandboxInstall args="webhooks list" />`. */
const COMPONENT = /^\s*<([A-Z][\w.]*)\b([^>]*?)\/>\s*$/;
/** An MDX comment alone on its line: `{/* … *\/}`. */
const MDX_COMMENT = /^\s*\{\/\*.*\*\/\}\s*$/;
const LINK_TARGET = /(\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["']([^"']*)["']\\})`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Rewrites link targets outside inline code spans. */
function rewriteLinks(line: string, rewrite: (target: string) => string): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(LINK_TARGET, (_all, open, target, close) => open + rewrite(target) + close),
    )
    .join('');
}

export function docToMarkdown({title, description, source, rewriteLink, components = {}}: DocToMarkdownInput): string {
  const output: string[] = [`# ${title}`, ''];
  if (description) output.push(`> ${description}`, '');

  let fence: string | undefined;
  let lastHeadingLevel = 1;
  /** One `> ` per open admonition, so nested ones stay nested. */
  let quoteDepth = 0;
  const emit = (line: string) => {
    const prefix = '> '.repeat(quoteDepth);
    output.push(prefix ? (line === '' ? prefix.trimEnd() : prefix + line) : line);
  };

  for (const line of stripFrontMatter(source).split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      emit(line);
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1]) {
        fence = undefined;
      }
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      emit(line);
      continue;
    }
    if (MDX_IMPORT_OR_EXPORT.test(line) || MDX_COMMENT.test(line) || TABS_TAG.test(line) || TAB_ITEM_CLOSE.test(line)) continue;

    // A component alone on its line: its Markdown where the twin has one, else nothing (an interactive
    // check, say, has no text to give; the page's prose around it says what it does).
    const component = COMPONENT.exec(line);
    if (component) {
      const renderComponent = components[component[1]];
      if (renderComponent) for (const rendered of renderComponent((name) => attribute(component[2], name))) emit(rendered);
      continue;
    }

    const tabItem = TAB_ITEM_OPEN.exec(line);
    if (tabItem) {
      const label = attribute(tabItem[1], 'label') ?? attribute(tabItem[1], 'value') ?? '';
      emit(`${'#'.repeat(Math.min(6, lastHeadingLevel + 1))} ${label}`);
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, kind, bracketTitle, trailingTitle] = admonition;
      const label = ADMONITION_LABELS[kind];
      const admonitionTitle = (bracketTitle ?? trailingTitle).trim();
      quoteDepth += 1;
      emit(`**${admonitionTitle ? `${label}: ${admonitionTitle}` : label}**`);
      emit('');
      continue;
    }
    if (quoteDepth > 0 && ADMONITION_CLOSE.test(line)) {
      quoteDepth -= 1;
      emit('');
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) lastHeadingLevel = heading[1].length;
    emit(rewriteLinks(line, rewriteLink));
  }

  return `${output
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
