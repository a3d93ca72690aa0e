// Swizzled (ejected) because the stock bar is a second role="banner" landmark next to the navbar's
// header, which screen readers list as two page banners (axe: landmark-no-duplicate-banner). Here it
// is a named region; layout and behaviour are the stock ones.
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBar(): React.JSX.Element | null {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label="Aviso">
      {isCloseable && <div className={styles.placeholder} />}
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </div>
  );
}
