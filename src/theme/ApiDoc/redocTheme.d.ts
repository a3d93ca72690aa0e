// docusaurus-theme-redoc ships its theme module types as sources outside its `types` entry; this is the
// one module the ejected ApiDoc needs.
declare module '@theme/Redoc' {
  import type React from 'react';

  export interface RedocProps {
    spec?: Record<string, unknown>;
    url?: string;
    isSpecFile?: boolean;
    normalizeUrl?: boolean;
    id?: string;
  }
  export default function Redoc(props: RedocProps): React.JSX.Element;
}
