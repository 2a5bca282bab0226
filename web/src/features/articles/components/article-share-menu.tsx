import type { Article } from '@mitics/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import * as styles from './article-page.css';
import { SHARE_LABELS, useArticleShare } from './article-share';
import { FacebookIcon, LinkedInIcon, LinkIcon, ShareIcon, XIcon } from './article-share-icons';

type ShareAction = 'facebook' | 'x' | 'linkedin' | 'copy';

/**
 * The floating share button and its menu (react-aria-components Menu). Its own
 * chunk: loaded only once the reader scrolls far enough to see it.
 */
export default function ArticleShareMenu({ article }: { article: Pick<Article, 'slug' | 'title'> }) {
  const { share, copy } = useArticleShare(article);

  const onAction = (key: ShareAction) => {
    if (key === 'copy') void copy();
    else share(key);
  };

  return (
    <MenuTrigger>
      <Button className={styles.floatingButton} aria-label="Share this article">
        <ShareIcon size={22} />
      </Button>
      <Popover className={styles.menuPopover} placement="top start" offset={8}>
        <Menu className={styles.menu} aria-label="Share this article" onAction={(key) => onAction(key as ShareAction)}>
          <MenuItem id="facebook" className={styles.menuItem} textValue={SHARE_LABELS.facebook}>
            <FacebookIcon /> <span>{SHARE_LABELS.facebook}</span>
          </MenuItem>
          <MenuItem id="x" className={styles.menuItem} textValue={SHARE_LABELS.x}>
            <XIcon /> <span>{SHARE_LABELS.x}</span>
          </MenuItem>
          <MenuItem id="linkedin" className={styles.menuItem} textValue={SHARE_LABELS.linkedin}>
            <LinkedInIcon /> <span>{SHARE_LABELS.linkedin}</span>
          </MenuItem>
          <MenuItem id="copy" className={styles.menuItem} textValue={SHARE_LABELS.copy}>
            <LinkIcon /> <span>{SHARE_LABELS.copy}</span>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
