/** Types of the theme component this plugin exports (`getThemePath`), for the pages that render it. */
declare module '@theme/TryItButton' {
  import type React from 'react';

  export interface TryItButtonProps {
    serviceId: string;
    operationId: string;
  }
  export default function TryItButton(props: TryItButtonProps): React.ReactElement;
}
