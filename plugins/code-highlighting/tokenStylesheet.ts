import type {PrismTheme} from 'prism-react-renderer';

const kebabCase = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The Prism theme's token colours as a stylesheet: code blocks carry token classes only, instead of
 * an inline style on each of the thousands of token spans (a fifth of a code-heavy guide's HTML,
 * and one style declaration for the browser to parse per token).
 */
export function tokenStylesheet(theme: PrismTheme): string {
  return theme.styles
    .map(({types, languages, style}) => {
      const scopes = languages?.map((language) => `.prism-code.language-${language}`) ?? ['.prism-code'];
      const selectors = scopes.flatMap((scope) => types.map((type) => `${scope} .token.${type}`));
      const declarations = Object.entries(style)
        .map(([property, value]) => `${kebabCase(property)}: ${String(value)};`)
        .join(' ');
      return `${selectors.join(',\n')} { ${declarations} }`;
    })
    .join('\n');
}
