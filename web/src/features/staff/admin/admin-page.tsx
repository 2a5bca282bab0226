import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { container } from '../../../ui/layout.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { AdminGate } from './admin-gate';
import { AdminPanel } from './admin-panel';

/**
 * /adminpanel (staff §2, §4): locked behind the password gate on every visit,
 * even for a signed-in admin (the gate checks their password); Cancel leaves
 * for the home page.
 */
export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  const navigate = useNavigate();
  const [granted, setGranted] = useState(false);
  const lock = useCallback(() => setGranted(false), []);

  if (granted) return <AdminPanel onLocked={lock} />;
  return (
    <div className={container}>
      <div className={styles.page}>
        <StaffHeader kicker="Admin" title="Admin Panel">
          Enter the admin password to open the panel.
        </StaffHeader>
      </div>
      <AdminGate onGranted={() => setGranted(true)} onCancel={() => void navigate('/')} />
    </div>
  );
}
