// Swizzled because docusaurus-theme-redoc injects `Prism` into every module from the prismjs
// package (a ProvidePlugin), so Prism language components register on that instance instead of
// prism-react-renderer's and the extra languages (dart, gradle, php...) never highlight. This
// loads them on the prismjs instance and copies each grammar across.
import siteConfig from '@generated/docusaurus.config';
import PrismJs from 'prismjs';

type PrismLike = {languages: Record<string, unknown>};

export default function prismIncludeLanguages(PrismObject: PrismLike): void {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  const globalScope = globalThis as typeof globalThis & {Prism?: unknown};
  const previous = globalScope.Prism;
  globalScope.Prism = PrismJs;
  for (const language of additionalLanguages) {
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    require(`prismjs/components/prism-${language}`);
  }
  globalScope.Prism = previous;
  for (const language of additionalLanguages) {
    const grammar = (PrismJs as unknown as PrismLike).languages[language];
    if (grammar) PrismObject.languages[language] = grammar;
  }
}
