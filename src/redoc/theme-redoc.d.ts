/** redocusaurus ships this theme module as JavaScript without types. */
declare module '@theme/Redoc/Styles' {
  import type React from 'react';

  export function ServerStyles(props: {
    specProps: {spec?: object; url: string; normalizeUrl: boolean};
    lightThemeOptions: object;
    darkThemeOptions: object;
  }): React.JSX.Element;
}
