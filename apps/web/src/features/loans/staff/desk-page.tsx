import type { Language } from '@app/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/connection';
import { useScannerKeys } from '../../../lib/scanner-keys';
import * as styles from './desk-page.css';
import { DeskLog } from './desk-log';
import { DeskMemberPanel } from './desk-member';
import { DeskOfflineMember } from './desk-offline-member';
import { DeskScan } from './desk-scan';
import { DeskSlip } from './desk-slip';
import { DeskWaiting } from './desk-waiting';
import { useDesk } from './use-desk';

/**
 * The circulation desk (keyboard first; a phone's camera too): one field takes every scan. A
 * member card makes that member the borrower, each copy label then lends that copy; with no
 * member at the desk a copy label returns the copy. Esc sends the member off. Without a
 * connection the desk goes on: lends and returns wait on the device and are sent when it
 * returns; after lending, the member's due slip is printed or e-mailed.
 */
export function DeskPage() {
  const { i18n } = useTranslation('loans-staff');
  const language = i18n.language as Language;
  const desk = useDesk();
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);

  // Every scan and every button leaves the cursor in the field, ready for the next scan; a USB
  // scanner's burst typed while the focus is elsewhere (a button, the page) is read all the same.
  const refocus = () => input.current?.focus();
  useScannerKeys((code) => {
    void desk.submit(code);
    refocus();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) {
        desk.finish();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desk]);

  const { member } = desk;
  const finish = () => {
    desk.finish();
    refocus();
  };
  // The slip is offered once something was lent to the member at this desk.
  const lentHere =
    member !== null &&
    desk.events.some((event) => event.kind === 'lent' && event.loan.member.id === member.id);
  // Scans go through the device queue even online; the box shows when they are held there.
  const showWaiting = desk.waiting.length > 0 && (!online || desk.stall !== null);
  return (
    <div className={styles.main}>
      <div className={styles.work}>
        <DeskScan
          member={member}
          offlineMemberNumber={desk.offlineMemberNumber}
          input={input}
          onScan={(text) => {
            void desk.submit(text);
            refocus();
          }}
        />
        {member ? (
          <DeskMemberPanel
            member={member}
            language={language}
            onRenew={(loan) => void desk.renewLoan(loan).then(refocus)}
            onReturn={(loan) => void desk.returnLoan(loan).then(refocus)}
            onFinish={finish}
          />
        ) : desk.offlineMemberNumber ? (
          <DeskOfflineMember memberNumber={desk.offlineMemberNumber} onFinish={finish} />
        ) : null}
        {member && lentHere ? (
          <DeskSlip
            member={member}
            onEmailed={(email) => desk.log({ kind: 'slip-emailed', email })}
            onRefused={(error) => desk.refused(member.memberNumber, error)}
          />
        ) : null}
      </div>
      <DeskLog
        className={styles.log}
        events={desk.events}
        busy={desk.busy}
        language={language}
        waiting={
          showWaiting ? (
            <DeskWaiting
              scans={desk.waiting}
              stall={desk.stall}
              online={online}
              sending={desk.sending}
              onSend={() => void desk.sendWaiting()}
              language={language}
            />
          ) : null
        }
      />
    </div>
  );
}
