import type { CongressMember } from '@mitics/contracts';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../../../ui/button';
import { textLink } from '../../../ui/layout.css';
import * as styles from './legislature.css';

const LETTER = `Dear [Senator or Representative] [Name],

I live in [city], Michigan, in your [state or district], and I am writing about [bill or issue].

[Why this matters to you and your community, in two or three sentences.]

I ask you to [support / oppose / take a specific action on] [bill or issue].

Thank you for your time and your service.

Sincerely,
[Your name]
[Street address, city, ZIP]`;

function ContactTemplate({ members }: { members: CongressMember[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <>
          <Heading slot="title" className={styles.cardTitle}>
            Contact Template
          </Heading>
          <p className={styles.text}>Fill in the brackets, then send it through your member&rsquo;s contact form or read it when you call their office.</p>
          <pre className={styles.template}>{LETTER}</pre>
          <p className={styles.text}>Offices: {members.filter((m) => m.phone).map((m) => `${m.name} ${m.phone}`).join(' · ')}</p>
          <div className={styles.actions}>
            <Button
              onPress={() => {
                void navigator.clipboard?.writeText(LETTER).then(() => setCopied(true), () => setCopied(false));
              }}
            >
              {copied ? 'Copied' : 'Copy letter'}
            </Button>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function TownHalls({ members }: { members: CongressMember[] }) {
  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <>
          <Heading slot="title" className={styles.cardTitle}>
            Town Hall Schedule
          </Heading>
          <p className={styles.text}>Members announce town halls and office hours on their official websites. Check yours:</p>
          <ul className={styles.plainList}>
            {members
              .filter((m) => m.website)
              .map((m) => (
                <li key={m.name}>
                  <a href={m.website} className={textLink} target="_blank" rel="noreferrer">
                    {m.name}
                  </a>
                </li>
              ))}
          </ul>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** /representatives' two dialogs, one open at a time (a chunk of its own: representatives-page loads it on first use). */
export default function RepresentativesDialogs({ dialog, members, onClose }: { dialog: 'contact' | 'townhall' | null; members: CongressMember[]; onClose: () => void }) {
  return (
    <ModalOverlay isDismissable isOpen={dialog !== null} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal>{dialog === 'contact' ? <ContactTemplate members={members} /> : <TownHalls members={members} />}</Modal>
    </ModalOverlay>
  );
}
