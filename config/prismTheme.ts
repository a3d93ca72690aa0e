import type {PrismTheme} from 'prism-react-renderer';

/**
 * Light code theme with every token at WCAG AA contrast (4.5:1) on the code background; the stock
 * GitHub theme greys out comments and numbers below that.
 */
export const accessibleCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'string-literal'], style: {color: '#0a5c2f'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'url', 'entity'], style: {color: '#0550ae'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: {color: '#a0111f'}},
    {types: ['function', 'method'], style: {color: '#6639ba'}},
    {types: ['class-name', 'maybe-class-name', 'namespace', 'annotation', 'metadata'], style: {color: '#953800'}},
    {types: ['property', 'attr-name', 'tag', 'variable', 'parameter', 'key'], style: {color: '#0550ae'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};
