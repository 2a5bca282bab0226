import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { container } from '../../../ui/layout.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { RequireStaff } from '../components/staff-guard';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { AdminGate } from './admin-gate';
import { AdminPanel } from './admin-panel';

/**
 * /adminpanel (staff §2, §4): for a signed-in admin only (nobody signed in
 * goes to /login first; other roles see why), and locked behind the password
 * gate on every visit, where the admin confirms their own password; Cancel
 * leaves for the home page. The server checks all of it again.
 */
export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  return <RequireStaff roles={['admin']} title="Admin Panel">{() => <GatedPanel />}</RequireStaff>;
}

function GatedPanel() {
  const navigate = useNavigate();
  const [granted, setGranted] = useState(false);
  const lock = useCallback(() => setGranted(false), []);

  if (granted) return <AdminPanel onLocked={lock} />;
  return (
    <div className={container}>
      <div className={styles.page}>
        <StaffHeader kicker="Admin" title="Admin Panel">
          Confirm your password to open the panel.
        </StaffHeader>
      </div>
      <AdminGate onGranted={() => setGranted(true)} onCancel={() => void navigate('/')} />
    </div>
  );
}
