import React, {useState} from 'react';

/**
 * Browser twin of redocusaurus' ServerStyles. The server renders Redoc's CSS inside
 * `.redocusaurus-styles`; redocusaurus' own browser version renders that element empty, which
 * React 19 reports as hydration error #418 and then re-renders the whole page. This version
 * adopts the server's markup as it is, so hydration matches.
 */
export function ServerStyles(): React.JSX.Element {
  const [serverCss] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector('.redocusaurus-styles')?.innerHTML ?? ''),
  );
  return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: serverCss}} />;
}
