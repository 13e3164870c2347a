import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import button from '@/components/ui/button.module.css';
import { useVerifyEmail } from '@/data/account/password-reset';
import { usePageHead } from '@/lib/page-head';
import styles from './account.module.css';

/**
 * Route /verify-email/{token} (catalogue §2 "Verification and reset pages", §7): sends the link's token to
 * `emailverify` once, and always shows "Account Verified" (the answer is read but not shown; a used or
 * expired link changes nothing on the server).
 */
export function EmailVerificationBlock() {
  usePageHead({ title: 'Account Verified' });
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const sent = useRef('');

  useEffect(() => {
    // Once per token: React's development double effect and a re-render must not send it twice.
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Account Verified</h1>
        <p className={styles.intro}>Thank you for confirming your email address.</p>
        <div className={styles.actions}>
          <Link to="/" className={button.primary}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
