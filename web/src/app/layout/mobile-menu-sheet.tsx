import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, NavLink } from 'react-router-dom';

import { CloseIcon, SearchIcon } from './icons';
import * as styles from './mobile-header.css';
import { mobileNavItems } from './nav-items';

type MobileMenuSheetProps = {
  onClose: () => void;
};

/**
 * The hamburger's side sheet (below 960 px): a react-aria-components modal
 * dialog, so focus is trapped, Escape and a tap outside close it, and focus
 * returns to the hamburger. Loaded on first open (see site-header.tsx).
 */
export default function MobileMenuSheet({ onClose }: MobileMenuSheetProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.sheetDialog}>
          <div className={styles.sheetHeader}>
            <Heading slot="title" level={2} className={styles.sheetTitle}>
              Menu
            </Heading>
            <Button slot="close" className={styles.iconButton} aria-label="Close menu">
              <CloseIcon />
            </Button>
          </div>
          <nav aria-label="Sections">
            <ul className={styles.sheetList}>
              {mobileNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={styles.sheetLink} onClick={onClose}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.quickActions}>
            <h3 className={styles.quickTitle}>Quick actions</h3>
            <Link to="/search" className={styles.quickAction} onClick={onClose}>
              <SearchIcon />
              Advanced Search
            </Link>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
