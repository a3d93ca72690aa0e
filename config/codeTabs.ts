/**
 * The one set of code-tab labels (issue 51): the reference's code samples and the guides' language tabs show a
 * language under the same name, keyed by the tab value that `groupId="lenguaje"` keeps in step across pages.
 * A guide's variant adds its framework in parentheses («Python (Flask)»).
 */
export const CODE_TAB_LABELS = {
  curl: 'cURL',
  node: 'JavaScript',
  python: 'Python',
  php: 'PHP',
  java: 'Java',
} as const;
